import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useMessages, useMessageText } from '../../i18n/locale-context';
import { RateLimitNotice } from '../../components/rate-limit-notice';
import { Button, LinkButton } from '../../components/ui/button';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';
import type { Message } from '../../../domain/message';

/** 'Car Not Found' (SPEC §2): an unknown car or a refused id ('', 'all', 'undefined', 'null'). */
export function CarNotFound() {
  const T = useDetailText();
  return <CarPageNotice title={T.notFoundTitle} text={T.notFoundText} />;
}

/** The car did not load for another reason (SPEC §8: server error, no network, malformed answer, 429 retries spent). */
export function CarLoadFailed({ message, onRetry }: { message: Message; onRetry: () => void }) {
  const T = useDetailText();
  const say = useMessageText();
  const msg = useMessages();
  return (
    <CarPageNotice
      title={T.loadFailedTitle}
      text={say(message)}
      role="alert"
      action={
        <Button size="lg" onClick={onRetry}>
          {msg.tryAgain}
        </Button>
      }
    />
  );
}

/** The server asked us to wait (429): the countdown before the car is asked for again by itself. */
export function CarRateLimited({ secondsLeft }: { secondsLeft: number }) {
  const T = useDetailText();
  return (
    <CarPageNotice title={T.waitTitle} notice={<RateLimitNotice secondsLeft={secondsLeft} counting />} />
  );
}

/** The page's one message: a mark, the title, the text (an alert when it reports a failure) or a notice, and actions. */
function CarPageNotice(props: { title: string; text?: string; role?: 'alert'; notice?: ReactNode; action?: ReactNode }) {
  const T = useDetailText();
  const { title, text, role, notice, action } = props;
  return (
    <section aria-labelledby="car-notice-title" className={wrap}>
      <div className={css({ maxW: 'xl', textAlign: 'center', display: 'grid', justifyItems: 'center', gap: '5' })}>
        <span aria-hidden="true" className={mark}>
          <DetailIcon name="photo" size={34} />
        </span>
        <h1 id="car-notice-title" className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '6xl' } })}>
          {title}
        </h1>
        {text ? (
          <p role={role} className={css({ color: 'muted', fontSize: { base: 'md', md: 'lg' } })}>
            {text}
          </p>
        ) : null}
        {notice ? <div className={css({ w: 'full', mb: '-6' })}>{notice}</div> : null}
        <div className={css({ mt: '3', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', w: 'full' })}>
          {action}
          <LinkButton href="/cars" size="lg" tone={action || notice ? 'outline' : undefined}>
            {T.backToCars}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

const wrap = css({
  minH: '80dvh',
  display: 'grid',
  placeItems: 'center',
  px: '5',
  pt: { base: '32', md: '40' },
  pb: { base: '20', md: '28' },
  bg: 'radial-gradient(ellipse at top, {colors.accent.soft}, transparent 60%)',
});
const mark = css({
  display: 'grid',
  placeItems: 'center',
  w: '20',
  h: '20',
  layerStyle: 'goldRing',
});
