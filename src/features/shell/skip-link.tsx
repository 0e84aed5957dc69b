import { useNavText } from './use-shell-text';

/** The first stop of the keyboard: a link past the navigation to the page's main content, in the page's language. */
export function SkipLink({ className }: { className: string }) {
  return (
    <a href="#main" className={className}>
      {useNavText().skipToContent}
    </a>
  );
}
