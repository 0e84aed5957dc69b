import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { AuditKind } from '../../../../domain/types';

/** Each kind's line icon (24-unit grid, drawn in currentColor). */
const ICONS: Record<AuditKind, ReactNode> = {
  'car.create': <path d="M12 5.5v13M5.5 12h13" />,
  'car.edit': (
    <>
      <path d="M14.5 5.5l4 4L9 19H5v-4z" />
      <path d="M12.5 7.5l4 4" />
    </>
  ),
  'car.status': (
    <>
      <rect x="3.5" y="8" width="17" height="8" rx="4" />
      <circle cx="16" cy="12" r="2.2" />
    </>
  ),
  'car.delete': (
    <>
      <path d="M4.5 7h15" />
      <path d="M9.5 7V5.5a1.5 1.5 0 0 1 1.5-1.5h2a1.5 1.5 0 0 1 1.5 1.5V7" />
      <path d="M6.5 7l.8 11.6a1.5 1.5 0 0 0 1.5 1.4h6.4a1.5 1.5 0 0 0 1.5-1.4L17.5 7" />
    </>
  ),
  'car.restore': (
    <>
      <path d="M5 12a7 7 0 1 0 2.1-5" />
      <path d="M5 4.5V8h3.5" />
    </>
  ),
  'car.purge': <path d="M7 7l10 10M17 7L7 17" />,
  'account.signIn': (
    <>
      <path d="M13.5 4.5h4a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-4" />
      <path d="M4.5 12h10M11 8.5l3.5 3.5-3.5 3.5" />
    </>
  ),
  'account.passwordChange': <LockPath />,
  'account.passwordReset': <LockPath />,
  'account.invite': (
    <>
      <PersonPath />
      <path d="M18.5 8v5M16 10.5h5" />
    </>
  ),
  'account.deactivate': (
    <>
      <PersonPath />
      <path d="M16 10.5h5" />
    </>
  ),
  'account.reactivate': (
    <>
      <PersonPath />
      <path d="M16 10.5l1.7 1.7 3.3-3.4" />
    </>
  ),
};

function LockPath() {
  return (
    <>
      <rect x="5.5" y="10.5" width="13" height="9" rx="1.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </>
  );
}

function PersonPath() {
  return (
    <>
      <circle cx="9.5" cy="8.5" r="3.2" />
      <path d="M3.5 19.5a6 6 0 0 1 12 0" />
    </>
  );
}

/** The round gold-edged mark at an event's start: what kind of change it was, at a glance (decorative). */
export function EventMark({ kind }: { kind: AuditKind }) {
  return (
    <span aria-hidden="true" data-kind={kind} className={mark}>
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {ICONS[kind]}
      </svg>
    </span>
  );
}

const mark = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  flexShrink: 0,
  layerStyle: 'goldRing',
  bg: 'accent.faint',
  '&[data-kind="car.delete"], &[data-kind="car.purge"], &[data-kind="account.deactivate"]': { color: 'danger.text', borderColor: 'danger.line', bg: 'danger.soft' },
});
