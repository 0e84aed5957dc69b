import { css, cx } from 'styled-system/css';
import { usePageMetaFor } from '../../components/page-meta';
import { LinkButton } from '../../components/ui/button';
import { Section, SectionHeading, container } from '../../components/ui/section';
import { SITE } from '../../../domain/site';
import { useClaims } from '../../config/claims-text';
import { useAboutText } from './about-text';
import { NumberedPoints, PointCards, StatementCard, StatsBand, ValueList } from './about-sections';
import { CtaBand, PageHero } from '../../components/page-hero';

/** /about (SPEC §2): hero, stats, who we are, what we offer, differentiators, who we serve, promise, values, mission, vision. */
export default function AboutPage() {
  usePageMetaFor('about');
  const { ABOUT_TEXT: text, DIFFERENTIATORS, MISSION, PROMISE, VALUES, VISION, WHAT_WE_OFFER, WHO_WE_ARE, WHO_WE_SERVE } = useAboutText();
  const { ABOUT_CLAIMS, EXCELLENCE_BADGE } = useClaims();
  return (
    <>
      <PageHero
        id="about-title"
        eyebrow={text.heroEyebrow}
        title={text.heroTitle}
        lead={text.heroLead(SITE.name)}
        image="/media/types/luxury.webp"
      >
        <LinkButton href="/cars" size="lg">{text.exploreFleet}</LinkButton>
        <LinkButton href="/contact" size="lg" tone="outline">{text.contact}</LinkButton>
      </PageHero>
      <StatsBand claims={ABOUT_CLAIMS} label={text.statsLabel} />

      <Section labelledBy="who-title">
        <div className={css({ display: 'grid', gap: { base: '10', lg: '16' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '1fr 1fr' }, alignItems: 'center' })}>
          <div>
            <SectionHeading id="who-title" eyebrow={text.whoEyebrow} title={text.whoTitle} align="left" />
            <div className={css({ display: 'grid', gap: '5', color: 'muted', lineHeight: '1.8', fontSize: { base: 'md', md: 'lg' }, mt: '-4' })}>
              {WHO_WE_ARE.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
          </div>
          <figure className={css({ position: 'relative', layerStyle: 'frame', overflow: 'hidden' })}>
            <img src="/media/types/sports.webp" alt={text.photoAlt} width={800} height={560} loading="lazy" decoding="async" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' })} />
            <figcaption className={excellence}>
              <span aria-hidden="true" className={css({ w: '8', h: '1px', bg: 'gold.400' })} />
              {EXCELLENCE_BADGE}
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section labelledBy="offer-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="offer-title" eyebrow={text.offerEyebrow} title={text.offerTitle} />
        <PointCards points={WHAT_WE_OFFER} />
      </Section>

      <Section labelledBy="apart-title">
        <SectionHeading id="apart-title" eyebrow={text.apartEyebrow} title={text.apartTitle} />
        <NumberedPoints points={DIFFERENTIATORS} />
      </Section>

      <Section labelledBy="serve-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="serve-title" eyebrow={text.serveEyebrow} title={text.serveTitle} />
        <PointCards points={WHO_WE_SERVE} />
      </Section>

      <Section labelledBy="promise-title">
        <div className={css({ maxW: '4xl', mx: 'auto', textAlign: 'center' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.promiseEyebrow}</p>
          <h2 id="promise-title" className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, mt: '3' })}>{text.promiseTitle}</h2>
          <p className={css({ mt: '8', textStyle: 'serif', fontStyle: 'italic', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.35', color: 'gold.300', textWrap: 'balance' })}>
            {text.quote(PROMISE)}
          </p>
        </div>
      </Section>

      <Section labelledBy="values-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="values-title" eyebrow={text.valuesEyebrow} title={text.valuesTitle} />
        <ValueList points={VALUES} />
      </Section>

      <section aria-label={text.missionVisionLabel} className={css({ pt: { base: '16', md: '24' } })}>
        <div className={cx(container, css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' } }))}>
          <StatementCard id="mission-title" eyebrow={text.missionEyebrow} title={text.missionTitle} text={MISSION} />
          <StatementCard id="vision-title" eyebrow={text.visionEyebrow} title={text.visionTitle} text={VISION} />
        </div>
      </section>

      <CtaBand id="about-cta" eyebrow={text.ctaEyebrow} title={text.ctaTitle} text={text.ctaText}>
        <LinkButton href="/cars" size="lg">{text.browseFleet}</LinkButton>
        <LinkButton href="/contact" size="lg" tone="outline">{text.contact}</LinkButton>
      </CtaBand>
    </>
  );
}

const excellence = css({
  position: 'absolute',
  insetInlineStart: '5',
  bottom: '5',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  px: '5',
  py: '3',
  borderRadius: 'pill',
  bg: 'veil.dense',
  backdropFilter: 'blur(8px)',
  border: '1px solid',
  borderColor: 'accent.line.strong',
  textStyle: 'serif',
  fontSize: { base: 'lg', md: 'xl' },
  color: 'gold.300',
});
