import { supportTicketStatusLabels, type SupportTicket } from '@folio/schema';
import { Badge } from '@/components/ui/badge';

const tone = { open: 'primary', answered: 'success', closed: 'neutral' } as const;

export function TicketStatus({ status }: { status: SupportTicket['status'] }) {
  return <Badge variant={tone[status]}>{supportTicketStatusLabels[status]}</Badge>;
}
