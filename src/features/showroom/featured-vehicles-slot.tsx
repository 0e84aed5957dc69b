import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/button';
import { Section, SectionHeading } from '../../components/ui/section';
import { useShowroomText } from './use-showroom-text';

export const FEATURED_HEADING_ID = 'featured-title';

/**
 * The home page's 'Featured Vehicles' section (SPEC §1, §2). This frame owns the heading and the
 * 'Explore all Cars' link; the fleet-browsing feature passes its loading / error / empty / grid view as `grid`.
 * Until it does, three quiet card silhouettes hold the space so the page keeps its rhythm.
 */
export function FeaturedVehiclesSlot({ grid }: { grid?: ReactNode }) {
  const text = useShowroomText().HOME_TEXT;
  return (
    <Section id="featured" labelledBy={FEATURED_HEADING_ID}>
      <SectionHeading
        id={FEATURED_HEADING_ID}
        eyebrow={text.featuredEyebrow}
        title={text.featuredTitle}
        lead={text.featuredLead}
      />
      <div data-slot="featured-grid">{grid ?? <FeaturedPlaceholder />}</div>
      <div className={css({ mt: { base: '10', md: '14' }, display: 'flex', justifyContent: 'center' })}>
        <LinkButton href="/cars" tone="outline" size="lg">{text.exploreCars}</LinkButton>
      </div>
    </Section>
  );
}

function FeaturedPlaceholder() {
  return (
    <ul aria-hidden="true" data-testid="featured-placeholder" className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } })}>
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          data-extra={i > 0 ? '' : undefined}
          className={css({
            layerStyle: 'ghostCard',
            '&[data-extra]': { display: { base: 'none', md: 'block' } },
          })}
        />
      ))}
    </ul>
  );
}
