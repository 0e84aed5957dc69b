import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxDetailRef } from '../../../../machines/inbox/inbox-detail.machine';
import type { Enquiry } from '../../../../machines/inbox/inbox.model';
import { Button, ExternalButton } from '../../../components/ui/button';
import { ListSelect } from '../../../components/ui/list-select';
import { ENQUIRY_STATUSES } from '../../../../domain/constants';
import { useMessageText } from '../../../i18n/locale-context';
import { replyHrefs } from './replies';
import { useDetailText, useReplyTexts, useStatusLabels } from './use-inbox-text';

/** The follow-up: status and assignee (one write at a time, each shows busy then its outcome), the replies, Delete. */
export function EnquiryManage({ detail, enquiry }: { detail: InboxDetailRef; enquiry: Enquiry }) {
  const text = useDetailText();
  const labels = useStatusLabels();
  const say = useMessageText();
  const greetings = useReplyTexts();
  const busy = useSelector(detail, (s) => s.hasTag('busy'));
  const action = useSelector(detail, (s) => s.context.action);
  const result = useSelector(detail, (s) => s.context.result);
  const accounts = useSelector(detail, (s) => s.context.accounts);
  const replies = replyHrefs(enquiry, greetings);
  // The assignee stays offered even if the accounts could not be loaded (or the account is gone).
  const people = accounts?.some((a) => a.id === enquiry.assignee?.id) || !enquiry.assignee ? (accounts ?? []) : [enquiry.assignee, ...(accounts ?? [])];
  const outcome = busy && action !== 'delete' && action !== null
    ? text.saving
    : result && result.action !== 'delete' && result.action !== 'note'
      ? result.error === null ? text.saved[result.action] : say(result.error)
      : '';

  return (
    <section aria-labelledby="enquiry-manage" className={css({ display: 'grid', gap: '4' })}>
      <h3 id="enquiry-manage" className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.manage}</h3>
      <ListSelect.Field
        id="enquiry-status"
        label={text.status}
        value={enquiry.status}
        busy={busy}
        options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: labels[status] }))}
        onValueChange={(status) => detail.send({ type: 'status.set', status: status as Enquiry['status'] })}
      />
      <ListSelect.Field
        id="enquiry-assignee"
        label={text.assignee}
        value={enquiry.assignee?.id ?? ''}
        busy={busy}
        options={[{ value: '', label: text.unassigned }, ...people.map((person) => ({ value: person.id, label: person.name }))]}
        onValueChange={(id) => detail.send({ type: 'assignee.set', assigneeId: id || null })}
      />
      <p role="status" data-error={result?.error ? '' : undefined} className={css({ minH: '5', fontSize: 'sm', color: 'muted', '&[data-error]': { color: 'danger.text' } })}>
        {outcome}
      </p>
      <div className={css({ display: 'grid', gap: '2' })}>
        <h4 className={css({ color: 'muted', fontSize: 'xs', textTransform: 'uppercase', letterSpacing: '0.08em' })}>{text.replies}</h4>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <ExternalButton tone="outline" size="sm" href={replies.email}>{text.replyEmail}</ExternalButton>
          {replies.whatsapp ? <ExternalButton tone="whatsapp" size="sm" href={replies.whatsapp}>{text.replyWhatsApp}</ExternalButton> : null}
          {replies.call ? <ExternalButton tone="ghost" size="sm" href={replies.call}>{text.replyCall}</ExternalButton> : null}
        </div>
      </div>
      <Button tone="danger" size="sm" disabled={busy} className={css({ justifySelf: 'start' })} onClick={() => detail.send({ type: 'delete.ask' })}>
        {text.delete}
      </Button>
      {result?.action === 'delete' && result.error ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>{say(result.error)}</p>
      ) : null}
    </section>
  );
}
