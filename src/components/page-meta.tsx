import { useEffect } from 'react';
import { documentTitle, type PageHead } from '../config/page-heads';

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
