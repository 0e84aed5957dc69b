import { css } from 'styled-system/css';
import { usePageMeta } from '../../components/page-meta';

/** Stands in for a screen whose issue has not landed yet, so the route table and guards are real today. */
export function ScreenPlaceholder({ title }: { title: string }) {
  usePageMeta({ title, description: `${title} — luxury and sports car rental in Dubai.` });
  return (
    <section className={css({ minH: '70dvh', display: 'grid', placeItems: 'center', px: '5', pt: '28', textAlign: 'center' })}>
      <div>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>Coming soon</p>
        <h1 className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '6xl' }, mt: '3' })}>{title}</h1>
      </div>
    </section>
  );
}

export const placeholder = (title: string) => () => <ScreenPlaceholder title={title} />;
