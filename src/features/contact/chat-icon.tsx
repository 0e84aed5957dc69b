/** A hairline chat bubble for WhatsApp links (our own drawing, not WhatsApp's mark). Decorative. */
export function ChatIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 20l1.4-4.1A8 8 0 1112 20a8 8 0 01-3.9-1L4 20z" />
      <path d="M9.2 9.3c.3 1.8 1.7 3.3 3.5 3.7l.9-.9 1.6.7-.3 1.4c-3 .1-5.9-2.8-5.8-5.8l1.4-.3.7 1.6-1 .6" />
    </svg>
  );
}
