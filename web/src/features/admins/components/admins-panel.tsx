import { displayName, type User } from '@taxi/contracts';
import { ShieldMinus } from 'lucide-react';
import { formatCredits } from '@/components/people-table/format-credits';
import { PeoplePanel } from '@/components/people-table/people-panel';
import { useRowActions } from '@/components/ui/use-row-actions';
import type { AsyncResult } from '@/components/ui/async-content';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { useRemoveAdmin } from '@/features/admins/api/remove-admin';

/**
 * Administrátoři: the users with the admin status, each can be returned to an ordinary customer
 * after a confirmation (they lose the back-office at once, possibly in the middle of a shift).
 */
export function AdminsPanel({ admins }: { admins: AsyncResult<readonly User[]> }) {
  const removeAdmin = useRemoveAdmin();
  const { run, isBusy } = useRowActions();
  const confirm = useConfirm();

  const onRemove = (user: User) => {
    const name = displayName(user);
    confirm.ask({
      title: `Odebrat administrátora: ${name}`,
      question: `${name} ztratí přístup do administrace a bude odhlášen při dalším požadavku. Pokračovat?`,
      confirmLabel: 'Odebrat administrátora',
      onConfirm: () => void run(user, removeAdmin.mutateAsync, `${name} už není administrátor`),
    });
  };

  return (
    <>
      <PeoplePanel
        title="Administrátoři"
        result={admins}
        showId
        metric={{ label: 'Kredity', value: (user) => formatCredits(user.credits) }}
        isBusy={isBusy}
        emptyTitle="Zatím tu nejsou žádní administrátoři"
        noMatchTitle="Žádní administrátoři neodpovídají hledání"
        actions={(user) => (
          <Button
            size="sm"
            variant="secondary"
            icon={<ShieldMinus size={16} aria-hidden />}
            disabled={isBusy(user)}
            onClick={() => onRemove(user)}
          >
            Odebrat administrátora
          </Button>
        )}
      />
      {confirm.dialog}
    </>
  );
}
