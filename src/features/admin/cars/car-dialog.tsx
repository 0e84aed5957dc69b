import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { dialogModeOf, type CarDialogRef } from '../../../../machines/car-dialog/car-dialog.machine';
import type { CarFormRef } from '../../../../machines/car-form/car-form.machine';
import { Button } from '../../../components/ui/button';
import { CarFormBasics } from './car-form-basics';
import { CarFormFeatures, CarFormSeo, CarFormSpecs, CarFormVisibility } from './car-form-extras';
import { FORM_TEXT } from './cars-copy';
import { backdrop, closeButton, CloseIcon, positioner } from './dialog-styles';
import { DiscardDialog } from './discard-dialog';
import { ImageSlots } from './image-slots';
import { useCarForm } from './use-car-form';
import { useNotifications } from './use-notifications';

/**
 * The add/edit dialog (SPEC §2 'Add New Car' / 'Edit Car'), driven by the car-dialog machine: Ark opens and
 * closes it only through the machine, which asks before discarding changes and holds it open while saving.
 */
export function CarDialog({ dialog }: { dialog: CarDialogRef }) {
  const open = useSelector(dialog, (s) => s.hasTag('open'));
  const mode = useSelector(dialog, dialogModeOf);
  const form = useSelector(dialog, (s) => s.children.form as CarFormRef | undefined);
  useNotifications(dialog);
  useNotifications(form);

  return (
    <>
      <CarDialogShell dialog={dialog} open={open} mode={mode} form={form} />
      <DiscardDialog dialog={dialog} />
    </>
  );
}

function CarDialogShell({ dialog, open, mode, form }: { dialog: CarDialogRef; open: boolean; mode: 'add' | 'edit' | null; form: CarFormRef | undefined }) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : dialog.send({ type: 'dialog.close' }))} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content}>
            {form && mode ? <CarFormBody form={form} mode={mode} onCancel={() => dialog.send({ type: 'dialog.close' })} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CarFormBody({ form, mode, onCancel }: { form: CarFormRef; mode: 'add' | 'edit'; onCancel: () => void }) {
  const view = useCarForm(form);
  const idPrefix = useId().replace(/:/g, '');
  const formId = `${idPrefix}-form`;
  const noteId = `${idPrefix}-note`;
  const name = useSelector(form, (s) => s.context.initialValues.name);
  const note = view.busy ? null : view.uploading ? FORM_TEXT.waitUploads : view.missing.length ? FORM_TEXT.stillNeeded(view.missing.join(', ')) : null;

  return (
    <>
      <header className={header}>
        <div className={css({ minW: 0 })}>
          <Dialog.Title className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text' })}>
            {mode === 'add' ? FORM_TEXT.addTitle : FORM_TEXT.editTitle}
          </Dialog.Title>
          <Dialog.Description className={css({ mt: '1', fontSize: 'sm', color: 'muted' })}>
            {mode === 'add' ? FORM_TEXT.addLead : FORM_TEXT.editLead(name)}
          </Dialog.Description>
        </div>
        <Dialog.CloseTrigger className={closeButton} aria-label={FORM_TEXT.close}>
          <CloseIcon />
        </Dialog.CloseTrigger>
      </header>

      <form
        id={formId}
        noValidate
        className={body}
        onSubmit={(e) => {
          e.preventDefault();
          view.submit();
        }}
      >
        <fieldset disabled={view.busy} className={css({ display: 'grid', gap: '8', minW: 0 })}>
          <CarFormBasics view={view} idPrefix={idPrefix} />
          <ImageSlots form={form} problem={view.problemFor('images', FORM_TEXT.labels.images)} />
          <CarFormFeatures view={view} idPrefix={idPrefix} />
          <CarFormSpecs view={view} idPrefix={idPrefix} />
          <CarFormSeo view={view} idPrefix={idPrefix} />
          <CarFormVisibility view={view} />
        </fieldset>
      </form>

      <footer className={footer}>
        <p id={noteId} aria-live="polite" className={css({ flex: '1 1 16rem', fontSize: 'xs', color: 'muted', lineHeight: '1.5' })}>
          {note}
        </p>
        <div className={css({ display: 'flex', gap: '3', ml: 'auto' })}>
          <Button tone="ghost" onClick={onCancel}>
            {FORM_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!view.submittable || view.busy} aria-describedby={note ? noteId : undefined}>
            {view.busy ? FORM_TEXT.saving : mode === 'add' ? FORM_TEXT.submitAdd : FORM_TEXT.submitEdit}
          </Button>
        </div>
      </footer>
    </>
  );
}

const content = css({
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
  boxShadow: '0 30px 80px rgba(0,0,0,0.6)',
  outline: 'none',
  transition: 'opacity 0.35s, transform 0.35s',
  transitionTimingFunction: 'luxe',
  _starting: { opacity: 0, transform: 'translateY(12px)' },
  _reducedMotion: { transition: 'none' },
});

const header = css({ display: 'flex', alignItems: 'flex-start', gap: '4', px: { base: '5', md: '8' }, pt: { base: '5', md: '7' }, pb: '4' });
const body = css({ flex: '1', overflowY: 'auto', px: { base: '5', md: '8' }, pb: '8', overscrollBehavior: 'contain' });
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  px: { base: '5', md: '8' },
  py: '4',
  borderTop: '1px solid {colors.line}',
  bg: 'raised',
  borderBottomRadius: { md: 'card' },
});
