import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A list row's "Na mapě": centres the map on that row's marker. The accessible name says which
 * marker (the visible text is the same in every row); `unavailableReason` disables it with a tooltip.
 */
export function ShowOnMapButton({
  label,
  icon,
  onShow,
  unavailableReason,
}: {
  label: string;
  icon: ReactNode;
  onShow: () => void;
  unavailableReason?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={unavailableReason !== undefined}
      title={unavailableReason}
      onClick={onShow}
      aria-label={label}
    >
      {icon}
      Na mapě
    </Button>
  );
}
