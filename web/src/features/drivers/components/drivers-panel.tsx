import { displayName, type Driver, type User } from '@taxi/contracts';
import { UserMinus } from 'lucide-react';
import { useCallback } from 'react';
import { formatCredits } from '@/components/people-table/format-credits';
import { PeoplePanel } from '@/components/people-table/people-panel';
import { useRowActions } from '@/components/ui/use-row-actions';
import { useDerivedResult } from '@/components/ui/async-content';
import { Button } from '@/components/ui/button';
import { useDrivers } from '@/lib/queries/get-drivers';
import { useRemoveDriver } from '@/features/drivers/api/remove-driver';

/** A driver as the people table shows it: the driver's user, with credits when the user list knows them. */
export type DriverPerson = NonNullable<Driver['user']> & { credits: number | null };

/** A driver the server sent without its account is still listed, by its driver number. */
function accountOf(driver: Driver): NonNullable<Driver['user']> {
  return (
    driver.user ?? {
      id: driver.id_user,
      first_name: 'Řidič',
      last_name: `č. ${driver.id}`,
      phone: '',
      email: null,
    }
  );
}

export function toDriverPeople(
  drivers: readonly Driver[],
  users: readonly User[] | undefined,
): DriverPerson[] {
  const credits = new Map((users ?? []).map((user) => [user.id, user.credits]));
  return drivers.map((driver) => ({ ...accountOf(driver), credits: credits.get(driver.id_user) ?? null }));
}

/**
 * Řidiči: the drivers, each can be returned to an ordinary customer (sent after five seconds with
 * Zpět). `users` supplies the credits.
 */
export function DriversPanel({ users }: { users: readonly User[] | undefined }) {
  const select = useCallback((drivers: Driver[]) => toDriverPeople(drivers, users), [users]);
  const drivers = useDerivedResult(useDrivers(), select);
  const removeDriver = useRemoveDriver();
  const { runWithUndo, isBusy } = useRowActions();

  return (
    <PeoplePanel
      title="Řidiči"
      result={drivers}
      showId
      metric={{
        label: 'Kredity',
        value: (driver) => (driver.credits === null ? '—' : formatCredits(driver.credits)),
      }}
      isBusy={isBusy}
      emptyTitle="Zatím tu nejsou žádní řidiči"
      noMatchTitle="Žádní řidiči neodpovídají hledání"
      actions={(driver) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<UserMinus size={16} aria-hidden />}
          disabled={isBusy(driver)}
          onClick={() =>
            runWithUndo(driver, removeDriver.mutateAsync, {
              pending: `${displayName(driver)} přestane být řidičem.`,
              success: `${displayName(driver)} už není řidič`,
            })
          }
        >
          Odebrat řidiče
        </Button>
      )}
    />
  );
}
