import { useId, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { dialogModeOf, type CarDialogRef } from '../../../../machines/car-dialog/car-dialog.machine';
import type { CarFormRef } from '../../../../machines/car-form/car-form.machine';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { CarFormArabic } from './car-form-arabic';
import { CarFormBasics } from './car-form-basics';
import { CarFormFeatures, CarFormSeo, CarFormSpecs, CarFormVisibility } from './car-form-extras';
import { useFormText } from './use-cars-text';
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
    <Dialog.Root size="lg" open={open} onOpenChange={(d) => (d.open ? undefined : dialog.send({ type: 'dialog.close' }))}>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {form && mode ? <CarFormBody form={form} mode={mode} onCancel={() => dialog.send({ type: 'dialog.close' })} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CarFormBody({ form, mode, onCancel }: { form: CarFormRef; mode: 'add' | 'edit'; onCancel: () => void }) {
  const view = useCarForm(form);
  const idPrefix = useId().replace(/:/g, '');
  const formId = `${idPrefix}-form`;
  const noteId = `${idPrefix}-note`;
  const name = useSelector(form, (s) => s.context.initialValues.name);
  const text = useFormText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  const note = view.busy ? null : view.uploading ? text.waitUploads : view.missing.length ? text.stillNeeded(view.missing.join(text.itemSeparator)) : null;

  return (
    <>
      <Dialog.Header asChild>
        <header>
          <div className={css({ minW: 0 })}>
            <Dialog.Title>{mode === 'add' ? text.addTitle : text.editTitle}</Dialog.Title>
            <Dialog.Description>{mode === 'add' ? text.addLead : text.editLead(name)}</Dialog.Description>
          </div>
          <Dialog.CloseTrigger asChild>
            <IconButton aria-label={text.close}>
              <CloseIcon />
            </IconButton>
          </Dialog.CloseTrigger>
        </header>
      </Dialog.Header>

      <Dialog.Body asChild>
        <form id={formId} noValidate onSubmit={submit}>
          <fieldset disabled={view.busy} className={css({ display: 'grid', gap: '8', minW: 0 })}>
            <CarFormBasics view={view} idPrefix={idPrefix} />
            <ImageSlots form={form} problem={view.problemFor('images', text.labels.images)} />
            <CarFormFeatures view={view} idPrefix={idPrefix} />
            <CarFormSpecs view={view} idPrefix={idPrefix} />
            <CarFormSeo view={view} idPrefix={idPrefix} />
            <CarFormArabic view={view} form={form} idPrefix={idPrefix} />
            <CarFormVisibility view={view} />
          </fieldset>
        </form>
      </Dialog.Body>

      <Dialog.Footer asChild>
        <footer>
          <p id={noteId} aria-live="polite" className={css({ flex: '1 1 16rem', fontSize: 'xs', color: 'muted', lineHeight: '1.5' })}>
            {note}
          </p>
          <div className={css({ display: 'flex', gap: '3', ms: 'auto' })}>
            <Button tone="ghost" onClick={onCancel}>
              {text.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={!view.submittable || view.busy} aria-describedby={note ? noteId : undefined}>
              {view.busy ? text.saving : mode === 'add' ? text.submitAdd : text.submitEdit}
            </Button>
          </div>
        </footer>
      </Dialog.Footer>
    </>
  );
}

/** The car form's close cross: a touch heavier than the shell's line icons. */
function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
