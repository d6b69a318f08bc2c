import { displayName, type User } from '@taxi/contracts';
import { Ban, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { useRowActions } from '../../../components/ui/use-row-actions';
import { useAddToBlacklist } from '../api/add-to-blacklist';
import { useRemoveFromBlacklist } from '../api/remove-from-blacklist';

type RowActions = ReturnType<typeof useRowActions>;

/**
 * The customer row's blacklist switch: "Na blacklist" for an ordinary customer, "Odebrat z
 * blacklistu" for a blacklisted one. The row's busy mark and toast come from the panel's row actions.
 */
export function BlacklistToggleButton({
  user,
  blacklisted,
  rowActions: { run, isBusy },
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
        void run(user, removeFromBlacklist.mutateAsync, `Zákazník ${name} byl odebrán z blacklistu`)
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
      onClick={() => void run(user, addToBlacklist.mutateAsync, `Zákazník ${name} byl přidán na blacklist`)}
    >
      Na blacklist
    </Button>
  );
}
