import type { ReactNode, SVGProps } from 'react';

/** Line icons drawn for the shell (24 px grid, currentColor). Decorative: the control around each one carries the name. */
function Icon({ children, size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

type P = { size?: number; className?: string };

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M10 17h10" />
  </Icon>
);
export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const ChevronDownIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
export const ArrowUpIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);
export const PhoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 4h3.5l1.6 4.2-2.2 1.5a11 11 0 0 0 6.4 6.4l1.5-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
  </Icon>
);
/** A chat bubble with a handset: our own glyph for the WhatsApp link. */
export const ChatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4.5 19.5l1.2-3.6A8 8 0 1 1 8.3 18.6z" />
    <path d="M9.2 8.6c.3-.4.8-.4 1 0l.7 1.4c.1.3 0 .6-.2.8l-.4.4a5 5 0 0 0 2.5 2.5l.4-.4c.2-.2.5-.3.8-.2l1.4.7c.4.2.4.7 0 1-.9.9-2.2 1-3.3.4a8 8 0 0 1-3.3-3.3c-.6-1.1-.5-2.4.4-3.3z" />
  </Icon>
);
/** A speaker sending sound waves (each wave marked data-wave, for a gentle pulse), or silenced by a slash across it. */
export const SpeakerIcon = ({ muted, ...p }: P & { muted: boolean }) => (
  <Icon {...p} data-icon={muted ? 'speaker-muted' : 'speaker'}>
    <path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4z" />
    {muted ? (
      <path d="M4 4l16 16" />
    ) : (
      <>
        <path data-wave="" d="M15.5 9a4 4 0 0 1 0 6" />
        <path data-wave="" d="M18 6.5a7.5 7.5 0 0 1 0 11" />
      </>
    )}
  </Icon>
);
export const PinIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
export const MailIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7l8 6 8-6" />
  </Icon>
);

const socialGlyphs: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </>
  ),
  Facebook: <path d="M13.5 20v-7h2.6l.4-3h-3V8.3c0-.9.3-1.5 1.6-1.5h1.5V4.2A20 20 0 0 0 14.4 4c-2.3 0-3.8 1.4-3.8 3.9V10H8v3h2.6v7" />,
  X: <path d="M5 5l14 14M19 5l-5.6 6.2M10.6 12.8L5 19" />,
  YouTube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" />
      <path d="M10.5 9.5v5l4.2-2.5z" fill="currentColor" />
    </>
  ),
};

export const SocialIcon = ({ name, ...p }: P & { name: string }) => (
  <Icon {...p}>{socialGlyphs[name] ?? <circle cx="12" cy="12" r="8" />}</Icon>
);
