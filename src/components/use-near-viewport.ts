import { useEffect, useRef, useState } from 'react';
import { useBrowserValue } from './use-browser-value';

const browserHasObserver = () => typeof IntersectionObserver !== 'undefined';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true.
 * Used to insert costly third-party content (the map embed) only when the visitor is about to see it.
 * Without IntersectionObserver (very old browsers) the content is inserted straight after the first render.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  // The server's HTML, and so the browser's first render over it, is made as if the content were still far away.
  const hasObserver = useBrowserValue(browserHasObserver, true);
  const near = seen || !hasObserver;

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return { ref, near };
}
