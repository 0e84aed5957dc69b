import { css } from 'styled-system/css';
import { SITE } from '../../../domain/site';
import { SocialIcon } from '../../components/icons/shell-icons';
import { Wordmark } from '../../components/site-logo';
import { useFooterText, useNavText } from './use-shell-text';

/** The footer's first column: the wordmark, the blurb and the social links. */
export function FooterBrand() {
  const { text } = useFooterText();
  const newTab = useNavText().newTab;
  return (
    <div className={css({ display: 'grid', gap: '5', alignContent: 'start', justifyItems: 'start' })}>
      <Wordmark />
      <p className={css({ color: 'muted', fontSize: 'sm', lineHeight: '1.7', maxW: 'xs' })}>{text.blurb}</p>
      <ul aria-label={text.follow} className={css({ display: 'flex', gap: '2' })}>
        {SITE.socials.map((s) => (
          <li key={s.name}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className={social}>
              <SocialIcon name={s.name} size={18} />
              <span className={css({ srOnly: true })}>
                {s.name} {newTab}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const social = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  layerStyle: 'pillOutline',
  color: 'mist.200',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
});
