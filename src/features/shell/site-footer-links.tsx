import { Link } from 'wouter';
import type { NavLink } from './shell-links';
import { footerLink } from './site-footer.styles';

/** A list of footer links (a link column, the legal row): one item per link, quiet grey, gold when hovered. */
export function FooterLinks({ links, className, label }: { links: readonly NavLink[]; className: string; label?: string }) {
  return (
    <ul aria-label={label} className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={footerLink}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
