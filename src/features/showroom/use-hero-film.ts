import { usePageLoaded } from '../../components/use-page-loaded';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * Whether the hero plays its film: the poster is the first paint; the film (hundreds of kB) is only asked for once
 * the page has loaded, and never under reduced motion (the still stays).
 */
export function useHeroFilm(): boolean {
  const reducedMotion = usePrefersReducedMotion();
  return usePageLoaded() && !reducedMotion;
}
