import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true.
 * Used to insert costly third-party content (the map embed) only when the visitor is about to see it.
 * Without IntersectionObserver (very old browsers) the content is inserted straight after the first render (not in
 * it: the server's HTML has no IntersectionObserver either, and the browser's first render must match it).
 */
export function useNearViewport<T extends Element>(rootMargin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
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
