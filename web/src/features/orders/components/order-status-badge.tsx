import { Badge } from '@/components/ui/feedback';
import { statusTone } from '@/features/orders/utils/status-tone';

export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge $tone={statusTone(status)} data-status={status}>
      {label}
    </Badge>
  );
}
