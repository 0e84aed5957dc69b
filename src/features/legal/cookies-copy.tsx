import { Link } from 'wouter';
import { STORAGE_KEYS } from '../../../domain/constants';
import { SITE } from '../../../domain/site';
import type { LegalSection } from './legal-layout';
import { StorageList, type StorageItem } from './cookie-storage-list';

export const COOKIES_TEXT = {
  title: 'Cookie Policy',
  lead: 'What this website keeps in your browser, why, and for how long. The short answer: very little, and nothing that tracks you.',
} as const;

/** Every item this website stores in the browser: all strictly necessary, none for tracking. */
const STORAGE: readonly StorageItem[] = [
  {
    key: STORAGE_KEYS.anthem,
    where: 'Local storage',
    who: 'Every visitor',
    purpose: "Remembers whether you paused or played the background anthem, as 'true' or 'false', so your choice holds on your next visit.",
    kept: 'Until you clear your browser data',
  },
  {
    key: STORAGE_KEYS.locale,
    where: 'Local storage and a cookie',
    who: 'Visitors who choose a language',
    purpose: "Remembers the language you chose, English or Arabic, as 'en' or 'ar'. The cookie carries the same choice to our server, so the home page opens in your language on your next visit.",
    kept: 'Until you clear your browser data; the cookie expires after one year',
  },
  {
    key: STORAGE_KEYS.shortlist,
    where: 'Local storage',
    who: 'Visitors who save cars',
    purpose: 'Remembers the cars you add to your shortlist, so you can come back to them. The list stays in your browser: it reaches us only if you choose to send it to us, for example on WhatsApp.',
    kept: 'Until you remove the cars or clear your browser data',
  },
  {
    key: STORAGE_KEYS.token,
    where: 'Local or session storage',
    who: 'Administrators only',
    purpose: 'Keeps a signed-in administrator signed in to the fleet portal. Session storage is used unless "Keep me logged in" is ticked.',
    kept: 'Until sign-out, or the end of the browser session',
  },
  {
    key: 'refreshToken',
    where: 'Cookie set by our server (HTTP-only)',
    who: 'Administrators only',
    purpose: 'Renews an administrator\'s session securely. It cannot be read by scripts on the page.',
    kept: 'Until sign-out or expiry',
  },
  // The demo build's own line: its in-browser mock backend remembers the chosen sample data. The product stores
  // no such item; the build replaces the flag, so the product's bundle and server renderer carry none of these words.
  ...(import.meta.env.VITE_MOCK === 'true'
    ? [
        {
          key: STORAGE_KEYS.mockScenario,
          where: 'Session storage',
          who: 'Demonstration builds only',
          purpose: 'Remembers which sample data set the demonstration version of the site shows in this tab. It is never set on the live website.',
          kept: 'Until the tab is closed',
        },
      ]
    : []),
];

export const COOKIE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'summary',
    title: 'In Short',
    body: (
      <p>
        {SITE.name} does not use advertising, analytics or social-media tracking cookies. The website stores only the
        few items it needs to work, listed below, so we do not ask for cookie consent.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What We Store in Your Browser',
    body: (
      <>
        <p>
          Besides cookies, websites can keep small items in your browser's local storage (kept until cleared) and
          session storage (cleared when you close the tab). These are all the items this website uses:
        </p>
        <StorageList items={STORAGE} />
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-Party Content',
    body: (
      <>
        <p>
          We load no third-party scripts, fonts or trackers: our fonts, images, video and music are served from our own
          website. Two things come from others:
        </p>
        <ul>
          <li>
            <strong>The map.</strong> The map of our showroom on the home and contact pages is our own drawing; the live
            map from Google Maps loads only when you choose &lsquo;Show live map&rsquo;. Once it loads, Google may set its
            own cookies under its own privacy policy.
          </li>
          <li>
            <strong>Links.</strong> WhatsApp, phone, e-mail, maps and social-media links take you to those services, whose
            own policies then apply.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'managing',
    title: 'Managing Storage',
    body: (
      <p>
        You can clear or block cookies and site data in your browser's settings. The website still works: clearing it
        only resets your music and language choices, empties your shortlist, and signs an administrator out.
      </p>
    ),
  },
  {
    id: 'more',
    title: 'More Information',
    body: (
      <p>
        How we handle personal data is explained in our <Link href="/privacy">Privacy Policy</Link>. Questions are
        welcome at <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
    ),
  },
];
