import { sva, type RecipeVariantProps } from 'styled-system/css';

const display = { textStyle: 'display', fontSize: '3xl', color: 'text' } as const;
const fadeIn = { transition: 'opacity 0.35s', _starting: { opacity: 0 }, _reducedMotion: { transition: 'none' } } as const;

/**
 * A centred modal (Ark Dialog). `lg`: the portal's car form, full screen on phones; `sm`: a confirmation
 * (role alertdialog) stacked above it; `md`: a form panel with a gold edge; `full`: the photo lightbox.
 */
export const dialog = sva({
  slots: ['backdrop', 'positioner', 'content', 'toastOutlet', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: { position: 'fixed', inset: '0' },
    positioner: { position: 'fixed', inset: '0' },
    content: { outline: 'none' },
    // Where a toast raised while the dialog is open shows (src/components/ui/toaster-slot.tsx): nothing until it holds
    // one, then a box of the toast's own height at the top of the dialog, pushing the rest down (it covers nothing).
    toastOutlet: { display: 'contents', '&:has([data-scope=toast][data-part=root])': { display: 'block', flexShrink: 0 } },
  },
  variants: {
    size: {
      sm: {
        backdrop: { zIndex: 70, bg: 'scrim' },
        positioner: { zIndex: 70, display: 'flex', alignItems: 'center', justifyContent: 'center', p: '5' },
        content: {
          w: 'full',
          maxW: 'md',
          p: { base: '6', md: '8' },
          layerStyle: 'floating',
          transition: 'opacity 0.3s, transform 0.3s',
          transitionTimingFunction: 'luxe',
          _starting: { opacity: 0, transform: 'scale(0.97)' },
          _reducedMotion: { transition: 'none' },
        },
        title: display,
        description: { mt: '3', color: 'muted', fontSize: 'sm', lineHeight: '1.6' },
        footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', mt: '7' },
        toastOutlet: { '&:has([data-scope=toast][data-part=root])': { mb: '5' } },
      },
      md: {
        backdrop: { zIndex: 70, bg: 'scrim', backdropFilter: 'blur(4px)', ...fadeIn, transition: 'opacity 0.3s' },
        positioner: { zIndex: 80, display: 'grid', placeItems: 'center', p: '4', overflowY: 'auto' },
        content: {
          w: 'min(100%, 30rem)',
          p: { base: '6', md: '8' },
          bg: 'surface',
          border: '1px solid',
          borderColor: 'line',
          borderTop: '2px solid {colors.gold.600}',
          borderRadius: 'card',
          boxShadow: '0 40px 120px {colors.black/60}',
          transition: 'opacity 0.35s, transform 0.35s {easings.luxe}',
          _starting: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
          _reducedMotion: { transition: 'none' },
        },
        header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' },
        title: display,
        description: { mt: '2', color: 'muted', fontSize: 'sm', lineHeight: '1.6' },
        body: { display: 'grid', gap: '5', mt: '7' },
        footer: { display: 'flex', flexDirection: { base: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end', gap: '3', mt: '2' },
        toastOutlet: { '&:has([data-scope=toast][data-part=root])': { mb: '5' } },
      },
      lg: {
        backdrop: { zIndex: 50, bg: 'scrim', backdropFilter: 'blur(4px)', ...fadeIn },
        positioner: { zIndex: 50, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { base: '0', md: '8' } },
        content: {
          display: 'flex',
          flexDirection: 'column',
          w: 'full',
          maxW: '5xl',
          h: { base: '100dvh', md: 'auto' },
          maxH: { base: '100dvh', md: 'calc(100dvh - 4rem)' },
          bg: 'surface',
          border: { base: 'none', md: '1px solid' },
          borderColor: { md: 'line' },
          borderRadius: { base: '0', md: 'card' },
          boxShadow: 'dialog',
          transition: 'opacity 0.35s, transform 0.35s',
          transitionTimingFunction: 'luxe',
          _starting: { opacity: 0, transform: 'translateY(12px)' },
          _reducedMotion: { transition: 'none' },
        },
        header: { display: 'flex', alignItems: 'flex-start', gap: '4', px: { base: '5', md: '8' }, pt: { base: '5', md: '7' }, pb: '4' },
        title: { ...display, fontSize: { base: '3xl', md: '4xl' } },
        description: { mt: '1', fontSize: 'sm', color: 'muted' },
        body: { flex: '1', overflowY: 'auto', px: { base: '5', md: '8' }, pb: '8', overscrollBehavior: 'contain' },
        footer: {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          px: { base: '5', md: '8' },
          py: '4',
          borderTop: '1px solid {colors.line}',
          bg: 'raised',
          borderBottomRadius: { md: 'card' },
        },
        closeTrigger: { ms: 'auto' },
        toastOutlet: { '&:has([data-scope=toast][data-part=root])': { px: { base: '5', md: '8' }, pt: { base: '4', md: '6' } } },
      },
      full: {
        backdrop: { zIndex: 70, bg: 'bg' },
        positioner: { zIndex: 71, display: 'flex' },
        content: { position: 'relative', display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', w: 'full', h: '100dvh', color: 'text' },
        header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4', px: { base: '4', md: '8' }, pt: { base: '4', md: '6' }, pb: '3' },
        title: { fontFamily: 'display', fontSize: { base: 'xl', md: '2xl' }, fontWeight: '600', lineHeight: '1.2' },
        description: { mt: '1', color: 'muted', fontSize: 'xs', display: { base: 'none', md: 'block' } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariantProps = RecipeVariantProps<typeof dialog>;
