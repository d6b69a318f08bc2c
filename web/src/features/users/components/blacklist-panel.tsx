import { PeoplePanel } from '@/components/people-table/people-panel';
import { useRowActions } from '@/components/ui/use-row-actions';
import { useDerivedResult } from '@/components/ui/async-content';
import { formatCredits } from '@/components/people-table/format-credits';
import { useUsers } from '@/lib/queries/get-users';
import { selectBlacklisted } from '@/features/users/api/user-selectors';
import { BlacklistToggleButton } from './blacklist-toggle-button';

/** Blacklist: only blacklisted users, searchable, each can be returned to an ordinary customer. */
export function BlacklistPanel() {
  const blacklisted = useDerivedResult(useUsers(), selectBlacklisted);
  const rowActions = useRowActions();

  return (
    <PeoplePanel
      title="Blacklist"
      result={blacklisted}
      searchable
      metric={{ label: 'Kredity', value: (user) => formatCredits(user.credits) }}
      isBusy={rowActions.isBusy}
      emptyTitle="Na blacklistu nikdo není"
      noMatchTitle="Žádní zákazníci na blacklistu neodpovídají hledání"
      actions={(user) => <BlacklistToggleButton user={user} blacklisted rowActions={rowActions} />}
    />
  );
}
