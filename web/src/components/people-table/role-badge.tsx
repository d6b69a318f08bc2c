import { USER_ROLE_LABELS, userRole } from '@taxi/contracts';
import { Ban, CarFront, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/feedback';

/** The user's status as words (Blacklist, Řidič, Administrátor); ordinary customers get no badge. */
export function RoleBadge({ status }: { status: string | null }) {
  const role = userRole(status);
  switch (role) {
    case 'blacklist':
      return (
        <Badge $tone="danger">
          <Ban size={12} aria-hidden />
          {USER_ROLE_LABELS.blacklist}
        </Badge>
      );
    case 'driver':
      return (
        <Badge $tone="info">
          <CarFront size={12} aria-hidden />
          {USER_ROLE_LABELS.driver}
        </Badge>
      );
    case 'admin':
      return (
        <Badge $tone="brand">
          <ShieldCheck size={12} aria-hidden />
          {USER_ROLE_LABELS.admin}
        </Badge>
      );
    case 'customer':
      return null;
  }
}
