import { useEffect } from 'react';
import { SITE } from '../config/site';

/** Sets the document title and meta description for the page being shown. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title === SITE.name ? title : `${title} | ${SITE.name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
