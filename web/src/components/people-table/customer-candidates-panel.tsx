import { displayName, type User } from '@taxi/contracts';
import type { ReactNode } from 'react';
import type { AsyncResult } from '../ui/async-content';
import { Button } from '../ui/button';
import { useRowActions } from '../ui/use-row-actions';
import { formatCredits } from './format-credits';
import { PeoplePanel } from './people-panel';

type CustomerCandidatesPanelProps = {
  customers: AsyncResult<readonly User[]>;
  /** What the customers could become, for the empty state ("řidiči", "administrátory"). */
  emptyTitle: string;
  actionLabel: string;
  actionIcon: ReactNode;
  promote: (user: User) => Promise<unknown>;
  successMessage: (name: string) => string;
};

/** The ordinary customers (searchable), each with one action that gives them a role. */
export function CustomerCandidatesPanel({
  customers,
  emptyTitle,
  actionLabel,
  actionIcon,
  promote,
  successMessage,
}: CustomerCandidatesPanelProps) {
  const { run, isBusy } = useRowActions();
  return (
    <PeoplePanel
      title="Zákazníci"
      result={customers}
      searchable
      showId
      metric={{ label: 'Kredity', value: (user) => formatCredits(user.credits) }}
      isBusy={isBusy}
      emptyTitle={emptyTitle}
      noMatchTitle="Žádní zákazníci neodpovídají hledání"
      actions={(user) => (
        <Button
          size="sm"
          variant="secondary"
          icon={actionIcon}
          disabled={isBusy(user)}
          onClick={() => void run(user, promote, successMessage(displayName(user)))}
        >
          {actionLabel}
        </Button>
      )}
    />
  );
}
