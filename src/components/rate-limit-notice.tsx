import { css } from 'styled-system/css';
import { useMessages } from '../i18n/locale-context';
import { FleetIcon } from './icons/fleet-icons';
import { Button } from './ui/button';

/**
 * SPEC §8's rate-limit notice: title, advice, 'Retrying in {n} seconds...' while the countdown runs, and a button
 * reading 'Wait {n}s' (disabled) until it ends, then 'Retry Now' (left out when the caller retries by itself). The
 * countdown line is not a live region, so a screen reader hears the notice once, not every second.
 */
export function RateLimitNotice({ secondsLeft, counting, onRetry }: { secondsLeft: number; counting: boolean; onRetry?: () => void }) {
  const MSG = useMessages();
  return (
    <div className={banner} data-testid="rate-limit-banner">
      <span className={css({ color: 'status.yellow', flexShrink: 0, mt: '0.5' })}>
        <FleetIcon name="clock" size={22} />
      </span>
      <div className={css({ flex: '1', minW: 0 })}>
        <div role="alert">
          <p className={css({ color: 'text', fontWeight: '600' })}>{MSG.rateLimitedTitle}</p>
          <p className={css({ color: 'mist.200', fontSize: 'sm', mt: '1' })}>{MSG.rateLimitedText}</p>
        </div>
        {counting ? <p className={css({ color: 'status.yellow', fontSize: 'sm', mt: '2' })}>{MSG.retryingIn(secondsLeft)}</p> : null}
      </div>
      {onRetry ? (
        <Button
          tone="outline"
          size="sm"
          disabled={counting}
          onClick={onRetry}
          className={css({ flexShrink: 0, alignSelf: { base: 'stretch', sm: 'center' }, textTransform: 'none', letterSpacing: '0.02em', fontSize: 'sm' })}
        >
          {counting ? MSG.waitSeconds(secondsLeft) : MSG.retryNow}
        </Button>
      ) : null}
    </div>
  );
}

const banner = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'flex-start' },
  gap: '4',
  p: { base: '4', md: '5' },
  mb: '6',
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'warning.line',
  bg: 'warning.soft',
  textAlign: 'start',
});
