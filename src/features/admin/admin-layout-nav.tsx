import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { useAdminText } from './admin-layout-text';
import { useInboxNewCount } from './enquiries/inbox-count';

/** Nav entries, relative to the '/admin' nest the layout renders in. */
const ENTRIES = [
  { label: 'dashboard', path: '/dashboard', icon: <DashboardIcon /> },
  { label: 'cars', path: '/cars', icon: <CarIcon /> },
  { label: 'enquiries', path: '/enquiries', icon: <InboxIcon /> },
  { label: 'trash', path: '/trash', icon: <TrashIcon /> },
  { label: 'activity', path: '/activity', icon: <ActivityIcon /> },
  { label: 'accounts', path: '/accounts', icon: <PeopleIcon /> },
] as const;

/**
 * The sidebar's links (Dashboard, Cars, Enquiries with the count of new ones, Trash, Activity, Accounts); the current page is marked aria-current.
 * Used by the sidebar and the drawer.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const [path] = useLocation();
  const text = useAdminText();
  const newCount = useInboxNewCount();
  return (
    <nav aria-label={text.adminNav}>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {ENTRIES.map((entry) => {
          const current = path === entry.path || path.startsWith(`${entry.path}/`);
          return (
            <li key={entry.path}>
              <Link href={entry.path} aria-current={current ? 'page' : undefined} className={link} onClick={onNavigate}>
                {entry.icon}
                {text[entry.label]}
                {entry.label === 'enquiries' && newCount ? (
                  <span className={countBadge}>
                    <span aria-hidden="true">{newCount}</span>
                    <span className={css({ srOnly: true })}>({text.newEnquiries(newCount)})</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const link = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  px: '4',
  borderRadius: '10px',
  color: 'mist.200',
  fontSize: 'sm',
  fontWeight: '500',
  letterSpacing: '0.02em',
  textDecoration: 'none',
  transition: 'background 0.25s, color 0.25s',
  _hover: { bg: 'glass.faint', color: 'text' },
  '&[aria-current=page]': {
    bg: 'accent.soft',
    color: 'gold.300',
    _before: { content: '""', position: 'absolute', insetInlineStart: '0', top: '2.5', bottom: '2.5', w: '2px', borderRadius: 'pill', bg: 'gold.400' },
  },
  _reducedMotion: { transition: 'none' },
});

const countBadge = css({
  marginInlineStart: 'auto',
  minW: '6',
  px: '2',
  py: '0.5',
  borderRadius: 'pill',
  bg: 'gold.400',
  color: 'ink.950',
  fontSize: '2xs',
  fontWeight: '700',
  textAlign: 'center',
});

function NavIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function DashboardIcon() {
  return (
    <NavIcon>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </NavIcon>
  );
}

function CarIcon() {
  return (
    <NavIcon>
      <path d="M3.5 15.5v-3l2.2-4.6A2 2 0 0 1 7.5 6.8h9a2 2 0 0 1 1.8 1.1l2.2 4.6v3a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1Z" />
      <path d="M3.5 12.5h17" />
      <circle cx="7.5" cy="16.5" r="1.8" />
      <circle cx="16.5" cy="16.5" r="1.8" />
    </NavIcon>
  );
}

function InboxIcon() {
  return (
    <NavIcon>
      <path d="M3.5 13.5 6 5.8A1.5 1.5 0 0 1 7.4 4.8h9.2a1.5 1.5 0 0 1 1.4 1l2.5 7.7" />
      <path d="M3.5 13.5v4.2a1.5 1.5 0 0 0 1.5 1.5h14a1.5 1.5 0 0 0 1.5-1.5v-4.2h-5l-1.5 2.5h-4L8.5 13.5Z" />
    </NavIcon>
  );
}

function TrashIcon() {
  return (
    <NavIcon>
      <path d="M4.5 6.5h15" />
      <path d="M9.5 6.5V5a1.5 1.5 0 0 1 1.5-1.5h2A1.5 1.5 0 0 1 14.5 5v1.5" />
      <path d="M6.5 6.5l.8 12.1a1.5 1.5 0 0 0 1.5 1.4h6.4a1.5 1.5 0 0 0 1.5-1.4l.8-12.1" />
      <path d="M10.2 10.5v6M13.8 10.5v6" />
    </NavIcon>
  );
}

function ActivityIcon() {
  return (
    <NavIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </NavIcon>
  );
}

function PeopleIcon() {
  return (
    <NavIcon>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3.5 19.5v-.8a4.7 4.7 0 0 1 4.7-4.7h1.6a4.7 4.7 0 0 1 4.7 4.7v.8" />
      <path d="M15.5 5.6a3.2 3.2 0 0 1 0 5.8" />
      <path d="M17.6 14.2a4.7 4.7 0 0 1 2.9 4.3v1" />
    </NavIcon>
  );
}
