import { sva, type RecipeVariantProps } from 'styled-system/css';

/**
 * A side sheet over a blurred scrim (Ark Dialog), sliding in from its edge. `placement`: the edge; `size`: the
 * sheet's width and padding (`sm` the portal menu, `md` the fleet filters, `lg` the site menu).
 */
export const drawer = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 50,
      bg: 'scrim',
      backdropFilter: 'blur(4px)',
      transition: 'opacity 0.35s',
      _starting: { opacity: 0 },
      _reducedMotion: { transition: 'none' },
    },
    positioner: { position: 'fixed', inset: '0', zIndex: 60, display: 'flex' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      h: '100dvh',
      overflowY: 'auto',
      bg: 'surface',
      outline: 'none',
      transition: 'transform 0.45s {easings.luxe}',
      _reducedMotion: { transition: 'none' },
    },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
    title: { m: '0' },
  },
  variants: {
    placement: {
      // Edges are logical (the inline start is the right in Arabic): the slide and the shadow follow the direction.
      start: {
        content: {
          borderInlineEnd: '1px solid {colors.line}',
          boxShadow: 'drawer.start',
          _rtl: { boxShadow: 'drawer.end' },
          _starting: { transform: 'translateX(-100%)', _rtl: { transform: 'translateX(100%)' } },
        },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          borderInlineStart: '1px solid {colors.line}',
          boxShadow: 'drawer.end',
          _rtl: { boxShadow: 'drawer.start' },
          _starting: { transform: 'translateX(100%)', _rtl: { transform: 'translateX(-100%)' } },
        },
      },
    },
    size: {
      sm: { content: { w: 'min(84vw, 300px)', px: '4', py: '5' }, header: { mb: '8' } },
      md: { content: { w: 'min(88vw, 340px)', px: '5', py: '6' }, header: { mb: '6' }, title: { textStyle: 'display', fontSize: '3xl', color: 'text' } },
      lg: { content: { w: 'min(88vw, 380px)', px: '6', py: '6' }, header: { mb: '8' } },
    },
  },
  defaultVariants: { placement: 'start', size: 'md' },
});

export type DrawerVariantProps = RecipeVariantProps<typeof drawer>;
