import { useQueryClient } from '@tanstack/react-query';
import type { AssignedDriver, Driver, OrderEntry } from '@taxi/contracts';
import { useCallback } from 'react';
import { errorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { orderDetailPath } from '@/lib/order-detail-path';
import { queryKeys } from '@/lib/query-keys';
import { assignDriver, redispatchOrder } from '@/features/orders/api/assign-driver';
import {
  expectedDriverId,
  isSeenDriver,
  seenDriverName,
  withDriver,
} from '@/features/orders/utils/driver-assignment';

/** The dispatcher's choice in the picker: a driver (with the name the list and the driver read), or none. */
export type DriverChoice = AssignedDriver & { label: string };

const orderLink = (orderNumber: number) => ({
  to: orderDetailPath(orderNumber),
  label: `Otevřít objednávku č. ${orderNumber}`,
});

/** "Teď ji má řidič Novák." / "Teď je bez řidiče." after a 409. */
function whoHasItNow(current: AssignedDriver | undefined): string {
  if (!current) {
    return '';
  }
  return current.driver_name ? ` Teď ji má řidič ${current.driver_name}.` : ' Teď je bez řidiče.';
}

/**
 * Gives an order a driver the way the server allows (`assign` with the extension, else `redispatch`
 * for an immediate order), like the admin's other irreversible actions: the row, the panel and the
 * detail show the new driver at once, and nothing is sent until the undo window has passed — Zpět
 * puts the previous driver back. A refusal (someone else was quicker, the order is gone, the server
 * failed) puts the screen back and says why in Czech.
 */
export function useDriverAssignment(drivers: readonly Driver[]) {
  const queryClient = useQueryClient();
  const toast = useToast();

  const putBack = useCallback(
    (previous: OrderEntry) =>
      queryClient.setQueryData<OrderEntry[]>(queryKeys.orders, (entries) =>
        entries?.map((entry) => (entry.id === previous.id ? previous : entry)),
      ),
    [queryClient],
  );
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    [queryClient],
  );

  /** A refusal or failure: the screen shows the order as before, and says why (and who has it now). */
  const refused = useCallback(
    (previous: OrderEntry, error: unknown) => {
      putBack(previous);
      const current = error instanceof ApiRequestError ? error.current : undefined;
      toast.error(`${errorMessage(error)}${whoHasItNow(current)}`, { link: orderLink(previous.id_order) });
    },
    [putBack, toast],
  );

  const sendAssignment = useCallback(
    async (previous: OrderEntry, choice: DriverChoice) => {
      const orderNumber = previous.id_order;
      const body = {
        id: previous.id,
        id_driver: choice.id_driver,
        driver_name: choice.driver_name,
        expected_id_driver: expectedDriverId(previous, drivers) ?? null,
      };
      try {
        try {
          await assignDriver(body);
        } catch (error) {
          // The list named the driver without an id: the server's answer says it was the one seen.
          const unknownExpectation = expectedDriverId(previous, drivers) === undefined;
          if (!(error instanceof ApiRequestError && error.status === 409 && unknownExpectation)) {
            throw error;
          }
          if (!isSeenDriver(previous, error.current)) {
            throw error;
          }
          await assignDriver({ ...body, expected_id_driver: error.current?.id_driver ?? null });
        }
        toast.success(
          choice.id_driver === null
            ? `Objednávka č. ${orderNumber} je bez řidiče.`
            : `Objednávka č. ${orderNumber}: řidič ${choice.label}.`,
        );
      } catch (error) {
        refused(previous, error);
      } finally {
        reload();
      }
    },
    [drivers, refused, reload, toast],
  );

  const sendRedispatch = useCallback(
    async (previous: OrderEntry, choice: DriverChoice & { id_driver: number }) => {
      const orderNumber = previous.id_order;
      try {
        const result = await redispatchOrder({
          id: previous.id,
          orderId: orderNumber,
          id_driver: choice.id_driver,
          driver_name: choice.driver_name,
          expected_driver_name: seenDriverName(previous),
        });
        const copy = result.replacement?.id_order;
        if (copy === undefined) {
          toast.warning(
            `Kopie objednávky č. ${orderNumber} byla odeslána, ale v seznamu zatím není; původní objednávka ` +
              'zůstala. Zkontrolujte seznam objednávek, než ji smažete.',
            { persistent: true, link: { to: paths.admin.orders, label: 'Otevřít objednávky' } },
          );
        } else if (!result.originalDeleted) {
          toast.warning(
            `Nová objednávka č. ${copy} (řidič ${choice.label}) vytvořena, ale původní č. ${orderNumber} se ` +
              `nepodařilo smazat. Smažte prosím č. ${orderNumber}, ať k zákazníkovi nejedou dva vozy.`,
            { persistent: true, link: orderLink(orderNumber) },
          );
        } else {
          toast.success(`Objednávka č. ${orderNumber} nahrazena č. ${copy} (řidič ${choice.label}).`, {
            link: orderLink(copy),
          });
        }
      } catch (error) {
        refused(previous, error);
      } finally {
        reload();
      }
    },
    [refused, reload, toast],
  );

  /** Shows the choice at once and sends it once the undo window has passed (unless Zpět). */
  return useCallback(
    (previous: OrderEntry, way: 'assign' | 'redispatch', choice: DriverChoice) => {
      const orderNumber = previous.id_order;
      void queryClient.cancelQueries({ queryKey: queryKeys.orders, exact: true });
      queryClient.setQueryData<OrderEntry[]>(queryKeys.orders, (entries) =>
        entries ? withDriver(entries, previous.id, choice) : entries,
      );
      const driverId = choice.id_driver;
      // A copy needs a driver: "Bez řidiče" is offered only where the extension can take one off.
      const byCopy = way === 'redispatch' && driverId !== null;
      const message = byCopy
        ? `Objednávka č. ${orderNumber} bude přeobsazena na řidiče ${choice.label}: vznikne nová objednávka a tato se smaže.`
        : driverId === null
          ? `Objednávce č. ${orderNumber} bude odebrán řidič.`
          : `Objednávce č. ${orderNumber} bude přidělen řidič ${choice.label}.`;
      toast.undoable({
        message,
        commit: () =>
          void (byCopy
            ? sendRedispatch(previous, { ...choice, id_driver: driverId })
            : sendAssignment(previous, choice)),
        onUndo: () => putBack(previous),
        undoneMessage: `Řidič objednávky č. ${orderNumber} zůstal beze změny.`,
      });
    },
    [putBack, queryClient, sendAssignment, sendRedispatch, toast],
  );
}
