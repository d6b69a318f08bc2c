import { displayName, type User } from '@taxi/contracts';
import { Ban, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { useRowActions } from '@/components/ui/use-row-actions';
import { useAddToBlacklist } from '@/features/users/api/add-to-blacklist';
import { useRemoveFromBlacklist } from '@/features/users/api/remove-from-blacklist';

type RowActions = ReturnType<typeof useRowActions>;

/**
 * The customer row's blacklist switch: "Na blacklist" for an ordinary customer, "Odebrat z
 * blacklistu" for a blacklisted one. Either waits five seconds with Zpět before it is sent (a
 * blacklisted driver also stops being a driver). The busy mark and toasts come from the row actions.
 */
export function BlacklistToggleButton({
  user,
  blacklisted,
  rowActions: { runWithUndo, isBusy },
}: {
  user: User;
  blacklisted: boolean;
  rowActions: RowActions;
}) {
  const addToBlacklist = useAddToBlacklist();
  const removeFromBlacklist = useRemoveFromBlacklist();
  const name = displayName(user);

  return blacklisted ? (
    <Button
      size="sm"
      variant="secondary"
      icon={<Undo2 size={16} aria-hidden />}
      disabled={isBusy(user)}
      onClick={() =>
        runWithUndo(user, removeFromBlacklist.mutateAsync, {
          pending: `Zákazník ${name} bude odebrán z blacklistu.`,
          success: `Zákazník ${name} byl odebrán z blacklistu`,
        })
      }
    >
      Odebrat z blacklistu
    </Button>
  ) : (
    <Button
      size="sm"
      variant="secondary"
      icon={<Ban size={16} aria-hidden />}
      disabled={isBusy(user)}
      onClick={() =>
        runWithUndo(user, addToBlacklist.mutateAsync, {
          pending: `Zákazník ${name} bude přidán na blacklist.`,
          success: `Zákazník ${name} byl přidán na blacklist`,
        })
      }
    >
      Na blacklist
    </Button>
  );
}
