import { css } from 'styled-system/css';

/** A footer column's heading: the gold eyebrow above Quick Links, Resources and Contact. */
export const footerHeading = css({ textStyle: 'eyebrow', color: 'gold.400', mb: '5', fontFamily: 'body' });

/** A footer link (the link columns and the legal row): quiet grey, gold when hovered. */
export const footerLink = css({ color: 'mist.200', fontSize: 'sm', textDecoration: 'none', transition: 'color 0.25s', _hover: { color: 'gold.300' } });
