import {
  CUSTOMER_DELETE_CONFIRMATION,
  CUSTOMER_DELETE_PROMPT,
  displayName,
  type User,
  userRole,
} from '@taxi/contracts';
import { Ban, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { PeoplePanel } from '../../../components/people-table/people-panel';
import { RoleBadge } from '../../../components/people-table/role-badge';
import { useRowActions } from '../../../components/ui/use-row-actions';
import { Button, IconButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAddToBlacklist } from '../api/add-to-blacklist';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useRemoveFromBlacklist } from '../api/remove-from-blacklist';

// The blacklist button changes width with its label; a fixed slot keeps the delete buttons in one column.
const StyledToggleSlot = styled.span`
  display: inline-flex;
  min-width: 12.5rem;
`;

const isBlacklisted = (user: User) => userRole(user.status) === 'blacklist';

/** Zákazníci: every user, searchable; blacklist on/off and delete after typing `ano`. */
export function CustomersPanel() {
  const users = useUsers();
  const addToBlacklist = useAddToBlacklist();
  const removeFromBlacklist = useRemoveFromBlacklist();
  const deleteUser = useDeleteUser();
  const { run, isBusy } = useRowActions();
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
              {isBlacklisted(user) ? (
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
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Ban size={16} aria-hidden />}
                  disabled={isBusy(user)}
                  onClick={() =>
                    void run(
                      user,
                      addToBlacklist.mutateAsync,
                      `Zákazník ${displayName(user)} byl přidán na blacklist`,
                    )
                  }
                >
                  Na blacklist
                </Button>
              )}
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
        confirmLabel="Smazat"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
