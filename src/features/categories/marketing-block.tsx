import { css } from 'styled-system/css';
import { useMessages } from '../../i18n/locale-context';
import { useCategoryPageText } from './category-text';
import { LinkButton } from '../../components/ui/button';
import { Section, SectionHeading } from '../../components/ui/section';
import { Icon } from '../../components/icons/icons';
import type { CategoryCopy } from './category-copy';

/** The closing block of a category page: its services, packages, solutions, routes or design notes, and a contact. */
export function MarketingBlock({ id, block }: { id: string; block: CategoryCopy['marketing'] }) {
  const text = useCategoryPageText();
  const msg = useMessages();
  return (
    <Section labelledBy={id} className={css({ bg: 'surface', borderTop: '1px solid {colors.line}' })}>
      <div data-marketing={block.kind}>
        <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} lead={block.lead} />
        <ul className={grid} data-count={block.items.length}>
          {block.items.map((item) => (
            <li key={item.title} className={card}>
              <span className={badge}>
                <Icon name={item.icon} size={22} />
              </span>
              <h3 className={css({ textStyle: 'display', fontSize: '2xl', color: 'text', mt: '5' })}>{item.title}</h3>
              <p className={css({ color: 'muted', mt: '2', lineHeight: '1.7', fontSize: 'sm' })}>{item.text}</p>
            </li>
          ))}
        </ul>
        <div className={css({ mt: { base: '10', md: '14' }, display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
          <LinkButton href="/contact" size="lg">{text.contactUs}</LinkButton>
          <LinkButton href="/cars" tone="outline" size="lg">{msg.browseAllCars}</LinkButton>
        </div>
      </div>
    </Section>
  );
}

const grid = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  '&[data-count="3"]': { gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } },
  '&[data-count="4"]': { gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } },
});
const card = css({
  p: { base: '6', md: '7' },
  layerStyle: 'raisedCard',
  transition: 'border-color 0.4s',
  _hover: { borderColor: 'gold.700' },
  _reducedMotion: { transition: 'none' },
});
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: 'pill',
  color: 'gold.400',
  bg: 'accent.soft',
  border: '1px solid {colors.accent.line}',
});
