import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The running text of a legal section or callout: paragraphs, bullet lists, bold terms and links. */
export function LegalProse({ children }: { children: ReactNode }) {
  return <div className={prose}>{children}</div>;
}

const prose = css({
  display: 'grid',
  gap: '4',
  color: 'mist.200',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.8',
  '& ul': { display: 'grid', gap: '2', ps: '5', listStyle: 'disc', '& li::marker': { color: 'gold.500' } },
  '& strong': { color: 'text', fontWeight: '600' },
  '& a': { color: 'gold.300', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'gold.400' } },
});
