import { useEffect } from 'react';
import { documentTitle, type PageHead } from '../../domain/page-heads';
import type { PageKey } from '../../domain/pages';
import type * as words from '../config/page-heads.ar';
import { catalogue } from '../i18n/catalogue';
import { useCopy } from '../i18n/locale-context';

const pageHeads = catalogue<typeof words>({ en: () => import('../config/page-heads'), ar: () => import('../config/page-heads.ar') });

/** Sets the document title and meta description for the page being shown (the server wrote them for the first one). */
export function usePageMeta({ title, description }: PageHead) {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** The head of a PAGE_HEADS page in the page's language (decision 020). */
export function usePageHead(key: PageKey): PageHead {
  return useCopy(pageHeads).PAGE_HEADS[key];
}

/** usePageMeta for a page of PAGE_HEADS, in the page's language. */
export function usePageMetaFor(key: PageKey) {
  usePageMeta(usePageHead(key));
}
