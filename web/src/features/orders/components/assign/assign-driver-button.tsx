import type { OrderEntry } from '@taxi/contracts';
import { Phone, Shuffle, UserCheck } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useUpstreamExtensions } from '@/features/orders/api/get-upstream-extensions';
import { type AssignWay, assignActionLabel, assignWay } from '@/features/orders/utils/driver-assignment';
import { useOpenDriverPicker } from './assign-driver-provider';

const ICONS: Record<Exclude<AssignWay, 'none'>, typeof UserCheck> = {
  assign: UserCheck,
  redispatch: Shuffle,
  call: Phone,
};

export type AssignDriverButtonProps = {
  entry: OrderEntry;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** A shorter text where room is scarce; the full action stays the button's name. */
  shortLabel?: boolean;
};

/**
 * "Přidělit řidiče" / "Změnit řidiče" (with the server's extension), "Přeobsadit" (an immediate order
 * without it), "Zavolat řidiči" (a pre-order without it); nothing for a ride under way or over, and
 * nothing until the gateway has said which way works.
 */
export function AssignDriverButton({
  entry,
  size = 'sm',
  variant = 'secondary',
  shortLabel = false,
}: AssignDriverButtonProps) {
  const extensions = useUpstreamExtensions();
  const open = useOpenDriverPicker();
  const way = assignWay(entry, extensions.data);
  const label = way ? assignActionLabel(way, entry) : null;
  if (!way || way === 'none' || !label) {
    return null;
  }
  const Icon = ICONS[way];
  const shown = shortLabel && way === 'assign' ? label.split(' ')[0] : label;
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      icon={<Icon size={16} aria-hidden />}
      aria-label={`${label}: objednávka č. ${entry.id_order}`}
      onClick={() => open({ rowId: entry.id, orderNumber: entry.id_order })}
      data-testid="assign-driver"
    >
      {shown}
    </Button>
  );
}
