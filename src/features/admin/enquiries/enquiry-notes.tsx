import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxDetailRef } from '../../../../machines/inbox/inbox-detail.machine';
import type { Enquiry } from '../../../../machines/inbox/inbox.model';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { ENQUIRY_MAX } from '../../../../domain/constants';
import { useMessageText } from '../../../i18n/locale-context';
import { useEnquiryFormat } from './use-enquiry-format';
import { useDetailText } from './use-inbox-text';

/** The notes, oldest first, each with its author and time; the box below adds one (kept if adding fails). */
export function EnquiryNotes({ detail, notes }: { detail: InboxDetailRef; notes: Enquiry['notes'] }) {
  const text = useDetailText();
  const say = useMessageText();
  const format = useEnquiryFormat();
  const note = useSelector(detail, (s) => s.context.note);
  const adding = useSelector(detail, (s) => s.hasTag('busy') && s.context.action === 'note');
  const busy = useSelector(detail, (s) => s.hasTag('busy'));
  const failure = useSelector(detail, (s) => (s.context.result?.action === 'note' ? s.context.result.error : null));
  const added = useSelector(detail, (s) => s.context.result?.action === 'note' && s.context.result.error === null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    detail.send({ type: 'note.add' });
  };

  return (
    <section aria-labelledby="enquiry-notes" className={css({ display: 'grid', gap: '4' })}>
      <h3 id="enquiry-notes" className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.notes}</h3>
      {notes.length === 0 ? (
        <p className={css({ color: 'muted', fontSize: 'sm' })}>{text.noNotes}</p>
      ) : (
        <ol className={css({ display: 'grid', gap: '3' })}>
          {notes.map((n) => (
            <li key={n.id} className={css({ p: '3', bg: 'glass.faint', borderRadius: '10px' })}>
              <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text', fontSize: 'sm' })}>{n.text}</p>
              <p className={css({ mt: '1', color: 'muted', fontSize: 'xs' })}>
                {text.noteBy(n.author.name, format.when(n.createdAt))}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className={css({ display: 'grid', gap: '2' })}>
        <Field.Root variant="outline">
          <Field.Label htmlFor="enquiry-note">{text.noteLabel}</Field.Label>
          <Textarea
            variant="outline"
            id="enquiry-note"
            rows={3}
            maxLength={ENQUIRY_MAX.note}
            value={note}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? 'enquiry-note-error' : undefined}
            onChange={(e) => detail.send({ type: 'note.change', text: e.currentTarget.value })}
          />
          {failure ? <Field.ErrorText id="enquiry-note-error">{say(failure)}</Field.ErrorText> : null}
        </Field.Root>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Button type="submit" size="sm" disabled={busy || note.trim() === ''} aria-busy={adding}>
            {adding ? text.addingNote : text.addNote}
          </Button>
          <span role="status" className={css({ color: 'muted', fontSize: 'sm' })}>{added ? text.saved.note : ''}</span>
        </div>
      </form>
    </section>
  );
}
