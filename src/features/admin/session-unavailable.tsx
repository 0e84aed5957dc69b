import './admin.css';
import { css } from 'styled-system/css';
import { AuthContext } from '../../actors/root-actors';
import { Button, LinkButton } from '../../components/ui/button';
import { AdminAuthLayout } from './admin-layout-auth';
import { ADMIN_ROUTES } from './admin-routes';
import { useAdminPageMeta } from './admin-page-meta';
import { useMessageText } from '../../i18n/locale-context';
import { useSessionText } from './session-text';

/**
 * The portal while the stored session cannot be checked (issue 11): no network or a server error at start. The token
 * is kept; this says why (SPEC §8's text, from the auth machine) and offers 'Try Again'. The auth machine also checks
 * again by itself when the browser is back online; a success shows the page that was asked for.
 */
export default function SessionUnavailable() {
  const text = useSessionText();
  const say = useMessageText();
  useAdminPageMeta(text.title, text.lead);
  const auth = AuthContext.useActorRef();
  const reason = AuthContext.useSelector((s) => s.context.error);
  const retrying = AuthContext.useSelector((s) => s.hasTag('retrying'));

  return (
    <AdminAuthLayout eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
      <div className={css({ display: 'grid', gap: '6' })}>
        <div role="alert" className={notice}>
          <SignalIcon />
          <p className={css({ minW: 0 })}>{reason ? say(reason) : null}</p>
        </div>
        <Button size="lg" className={css({ w: 'full' })} disabled={retrying} aria-busy={retrying} onClick={() => auth.send({ type: 'auth.retry' })}>
          {retrying ? text.retrying : text.retry}
        </Button>
        <LinkButton href={ADMIN_ROUTES.login} tone="ghost" size="md" className={css({ w: 'full' })}>
          {text.otherAccount}
        </LinkButton>
      </div>
    </AdminAuthLayout>
  );
}

/** A quiet "no signal" mark: the reason is read from the text beside it. */
function SignalIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" className={css({ flexShrink: 0, mt: '0.5', color: 'gold.400' })}>
      <path d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0M8.8 15.4a5 5 0 0 1 6.4 0" />
      <circle cx="12" cy="19" r="1.1" fill="currentColor" stroke="none" />
      <path d="M4 4l16 16" />
    </svg>
  );
}

const notice = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  layerStyle: 'tintedPanel',
  color: 'mist.200',
  fontSize: 'sm',
  lineHeight: '1.6',
});
