import { css, cx } from 'styled-system/css';
import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { LinkButton } from '../../components/ui/button';
import { Section, SectionHeading, container } from '../../components/ui/section';
import { SITE } from '../../config/site';
import { DIFFERENTIATORS, MISSION, PROMISE, VALUES, VISION, WHAT_WE_OFFER, WHO_WE_ARE, WHO_WE_SERVE } from './about-copy';
import { NumberedPoints, PointCards, StatementCard, StatsBand, ValueList } from './about-sections';
import { ABOUT_CLAIMS, EXCELLENCE_BADGE } from '../../config/claims';
import { CtaBand, PageHero } from '../../components/page-hero';

/** /about (SPEC §2): hero, stats, who we are, what we offer, differentiators, who we serve, promise, values, mission, vision. */
export default function AboutPage() {
  usePageMeta(PAGE_HEADS.about);
  return (
    <>
      <PageHero
        id="about-title"
        eyebrow="About Us"
        title="Dubai's House of Exceptional Cars"
        lead={`${SITE.name} pairs a collection of the world's finest automobiles with the discreet, round-the-clock service Dubai is known for, so that every journey begins with a smile.`}
        image="/media/types/luxury.webp"
      >
        <LinkButton href="/cars" size="lg">Explore Our Fleet</LinkButton>
        <LinkButton href="/contact" size="lg" tone="outline">Contact Us</LinkButton>
      </PageHero>
      <StatsBand claims={ABOUT_CLAIMS} />

      <Section labelledBy="who-title">
        <div className={css({ display: 'grid', gap: { base: '10', lg: '16' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '1fr 1fr' }, alignItems: 'center' })}>
          <div>
            <SectionHeading id="who-title" eyebrow="Who We Are" title="Enthusiasts first, hosts always" align="left" />
            <div className={css({ display: 'grid', gap: '5', color: 'muted', lineHeight: '1.8', fontSize: { base: 'md', md: 'lg' }, mt: '-4' })}>
              {WHO_WE_ARE.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
          </div>
          <figure className={css({ position: 'relative', borderRadius: 'card', overflow: 'hidden', border: '1px solid', borderColor: 'line' })}>
            <img src="/media/types/sports.webp" alt="A sports car from our collection in Dubai at dusk" width={800} height={560} loading="lazy" decoding="async" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' })} />
            <figcaption className={excellence}>
              <span aria-hidden="true" className={css({ w: '8', h: '1px', bg: 'gold.400' })} />
              {EXCELLENCE_BADGE}
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section labelledBy="offer-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="offer-title" eyebrow="What We Offer" title="Everything your journey needs" />
        <PointCards points={WHAT_WE_OFFER} />
      </Section>

      <Section labelledBy="apart-title">
        <SectionHeading id="apart-title" eyebrow="Differentiators" title="What sets us apart" />
        <NumberedPoints points={DIFFERENTIATORS} />
      </Section>

      <Section labelledBy="serve-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="serve-title" eyebrow="Who We Serve" title="Made for every kind of guest" />
        <PointCards points={WHO_WE_SERVE} />
      </Section>

      <Section labelledBy="promise-title">
        <div className={css({ maxW: '4xl', mx: 'auto', textAlign: 'center' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>Our Word</p>
          <h2 id="promise-title" className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, mt: '3' })}>Our Promise</h2>
          <p className={css({ mt: '8', textStyle: 'serif', fontStyle: 'italic', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.35', color: 'gold.300', textWrap: 'balance' })}>
            “{PROMISE}”
          </p>
        </div>
      </Section>

      <Section labelledBy="values-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="values-title" eyebrow="What Guides Us" title="Our Values" />
        <ValueList points={VALUES} />
      </Section>

      <section aria-label="Mission and vision" className={css({ pt: { base: '16', md: '24' } })}>
        <div className={cx(container, css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' } }))}>
          <StatementCard id="mission-title" eyebrow="Why We Exist" title="Our Mission" text={MISSION} />
          <StatementCard id="vision-title" eyebrow="Where We Are Going" title="Our Vision" text={VISION} />
        </div>
      </section>

      <CtaBand id="about-cta" eyebrow="Your Journey Starts Here" title="Ready to drive something extraordinary?" text="Browse the collection online, or tell us what you have in mind and we will take care of the rest.">
        <LinkButton href="/cars" size="lg">Browse the Fleet</LinkButton>
        <LinkButton href="/contact" size="lg" tone="outline">Contact Us</LinkButton>
      </CtaBand>
    </>
  );
}

const excellence = css({
  position: 'absolute',
  left: '5',
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
