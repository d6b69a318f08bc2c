import { displayName, type User } from '@taxi/contracts';
import type { ReactNode } from 'react';
import type { AsyncResult } from '@/components/ui/async-content';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { useRowActions } from '@/components/ui/use-row-actions';
import { formatCredits } from './format-credits';
import { PeoplePanel } from './people-panel';

/** How a role change is guarded against a careless click: five seconds with Zpět, or a question first. */
export type RoleChangeGuard =
  | { kind: 'undo'; pendingMessage: (name: string) => string }
  | { kind: 'confirm'; title: (name: string) => string; question: (name: string) => string };

type CustomerCandidatesPanelProps = {
  customers: AsyncResult<readonly User[]>;
  /** What the customers could become, for the empty state ("řidiči", "administrátory"). */
  emptyTitle: string;
  actionLabel: string;
  actionIcon: ReactNode;
  promote: (user: User) => Promise<unknown>;
  successMessage: (name: string) => string;
  guard: RoleChangeGuard;
};

/** The ordinary customers (searchable), each with one action that gives them a role. */
export function CustomerCandidatesPanel({
  customers,
  emptyTitle,
  actionLabel,
  actionIcon,
  promote,
  successMessage,
  guard,
}: CustomerCandidatesPanelProps) {
  const { run, runWithUndo, isBusy } = useRowActions();
  const confirm = useConfirm();

  const onPromote = (user: User) => {
    const name = displayName(user);
    if (guard.kind === 'undo') {
      runWithUndo(user, promote, { pending: guard.pendingMessage(name), success: successMessage(name) });
      return;
    }
    confirm.ask({
      title: guard.title(name),
      question: guard.question(name),
      confirmLabel: actionLabel,
      confirmVariant: 'primary',
      onConfirm: () => void run(user, promote, successMessage(name)),
    });
  };

  return (
    <>
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
            onClick={() => onPromote(user)}
          >
            {actionLabel}
          </Button>
        )}
      />
      {confirm.dialog}
    </>
  );
}
