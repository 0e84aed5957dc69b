import { useEffect } from 'react';
import { usePageMeta } from '../../components/page-meta';

const ROBOTS = 'noindex, nofollow';

/** usePageMeta for admin screens, plus a robots noindex while an admin screen is shown: the portal is never indexed. */
export function useAdminPageMeta(title: string, description: string) {
  usePageMeta({ title, description });
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = ROBOTS;
    return () => {
      if (!meta) return;
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
