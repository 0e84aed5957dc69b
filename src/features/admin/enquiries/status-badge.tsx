import type { ComponentProps } from 'react';
import type { EnquiryStatus } from '../../../../machines/inbox/inbox.model';
import { Badge } from '../../../components/ui/badge';
import { useStatusLabels } from './use-inbox-text';

/** The status colours: new gold (it waits for someone), in progress accent, won green, lost grey, spam red. */
const TONE = { new: 'gold', contacted: 'accent', quoted: 'accent', won: 'green', lost: 'grey', spam: 'red' } as const;

export function StatusBadge({ status, ...rest }: { status: EnquiryStatus } & Omit<ComponentProps<'span'>, 'children'>) {
  const labels = useStatusLabels();
  return (
    <Badge tone={TONE[status]} size="sm" data-status={status} {...rest}>
      {labels[status]}
    </Badge>
  );
}
