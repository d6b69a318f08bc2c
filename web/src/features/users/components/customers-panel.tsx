import {
  CUSTOMER_DELETE_CONFIRMATION,
  CUSTOMER_DELETE_PROMPT,
  displayName,
  type User,
  userRole,
} from '@taxi/contracts';
import { X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { PeoplePanel } from '@/components/people-table/people-panel';
import { RoleBadge } from '@/components/people-table/role-badge';
import { useRowActions } from '@/components/ui/use-row-actions';
import { IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/lib/queries/get-users';
import { BlacklistToggleButton } from './blacklist-toggle-button';

// The blacklist button changes width with its label; a fixed slot keeps the delete buttons in one column.
const StyledToggleSlot = styled.span`
  display: inline-flex;
  min-width: 12.5rem;
`;

const isBlacklisted = (user: User) => userRole(user.status) === 'blacklist';

/** Zákazníci: every user, searchable; blacklist on/off and delete after typing `ano`. */
export function CustomersPanel() {
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const rowActions = useRowActions();
  const { run, isBusy } = rowActions;
  const [toDelete, setToDelete] = useState<User | null>(null);

  const confirmDelete = () => {
    const user = toDelete;
    setToDelete(null);
    if (user) {
      void run(user, deleteUser.mutateAsync, `Zákazník ${displayName(user)} byl smazán`);
    }
  };

  return (
    <>
      <PeoplePanel
        title="Zákazníci"
        result={users}
        searchable
        showId
        metric={{ label: 'Jízdy', value: (user) => user.rides }}
        isMuted={isBlacklisted}
        badges={(user) => <RoleBadge status={user.status} />}
        isBusy={isBusy}
        emptyTitle="Zatím tu nejsou žádní zákazníci"
        noMatchTitle="Žádní zákazníci neodpovídají hledání"
        actions={(user) => (
          <>
            <StyledToggleSlot>
              <BlacklistToggleButton user={user} blacklisted={isBlacklisted(user)} rowActions={rowActions} />
            </StyledToggleSlot>
            <IconButton
              size="sm"
              label="Smazat zákazníka"
              icon={<X size={18} aria-hidden />}
              disabled={isBusy(user)}
              onClick={() => setToDelete(user)}
            />
          </>
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Smazat zákazníka ${displayName(toDelete)}` : 'Smazat zákazníka'}
        question={CUSTOMER_DELETE_PROMPT}
        requireText={CUSTOMER_DELETE_CONFIRMATION}
        confirmLabel="Potvrdit"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
