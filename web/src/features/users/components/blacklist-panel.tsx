import { displayName } from '@taxi/contracts';
import { Undo2 } from 'lucide-react';
import { PeoplePanel } from '../../../components/people-table/people-panel';
import { useRowActions } from '../../../components/ui/use-row-actions';
import { useDerivedResult } from '../../../components/ui/async-content';
import { Button } from '../../../components/ui/button';
import { formatCredits } from '../../../components/people-table/format-credits';
import { useUsers } from '../api/get-users';
import { useRemoveFromBlacklist } from '../api/remove-from-blacklist';
import { selectBlacklisted } from '../api/user-selectors';

/** Blacklist: only blacklisted users, searchable, each can be returned to an ordinary customer. */
export function BlacklistPanel() {
  const blacklisted = useDerivedResult(useUsers(), selectBlacklisted);
  const removeFromBlacklist = useRemoveFromBlacklist();
  const { run, isBusy } = useRowActions();

  return (
    <PeoplePanel
      title="Blacklist"
      result={blacklisted}
      searchable
      metric={{ label: 'Kredity', value: (user) => formatCredits(user.credits) }}
      isBusy={isBusy}
      emptyTitle="Na blacklistu nikdo není"
      noMatchTitle="Žádní zákazníci na blacklistu neodpovídají hledání"
      actions={(user) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<Undo2 size={16} aria-hidden />}
          disabled={isBusy(user)}
          onClick={() =>
            void run(
              user,
              removeFromBlacklist.mutateAsync,
              `Zákazník ${displayName(user)} byl odebrán z blacklistu`,
            )
          }
        >
          Odebrat z blacklistu
        </Button>
      )}
    />
  );
}
