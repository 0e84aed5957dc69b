import { useEffect } from 'react';
import { PAGE_HEADS, documentTitle, type PageHead, type PageKey } from '../config/page-heads';
import { PAGE_HEADS as PAGE_HEADS_AR } from '../config/page-heads.ar';
import { useLocalized } from '../i18n/locale-context';

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

/** The head of a PAGE_HEADS page in the page's language (decision 014). */
export function usePageHead(key: PageKey): PageHead {
  return useLocalized<PageHead>({ en: PAGE_HEADS[key], ar: PAGE_HEADS_AR[key] });
}

/** usePageMeta for a page of PAGE_HEADS, in the page's language. */
export function usePageMetaFor(key: PageKey) {
  usePageMeta(usePageHead(key));
}
