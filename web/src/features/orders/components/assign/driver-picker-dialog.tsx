import { type OrderEntry, parsePlaceText } from '@taxi/contracts';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/feedback';
import { WarningNotice } from '@/components/ui/notice';
import { formatDayTime, formatTimeUntil } from '@/lib/format';
import { useDrivers } from '@/lib/queries/get-drivers';
import { useNearestVehicles } from '@/lib/queries/get-nearest-vehicles';
import { useOrders } from '@/lib/queries/get-orders';
import { useUpstreamExtensions } from '@/features/orders/api/get-upstream-extensions';
import { useDriverAssignment } from '@/features/orders/hooks/use-driver-assignment';
import {
  type AssignWay,
  assignWay,
  expectedDriverId,
  pickupPlace,
  seenDriverName,
} from '@/features/orders/utils/driver-assignment';
import { type PickerOption, pickerOptions } from '@/features/orders/utils/driver-picker-options';
import { splitPlace } from '@/features/orders/utils/order-rows';
import { DriverCallList, DriverFilter, DriverPickerList } from './driver-picker-list';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TITLES: Record<AssignWay, string> = {
  assign: 'Přidělit řidiče',
  redispatch: 'Přeobsadit',
  call: 'Zavolat řidiči',
  none: 'Řidič objednávky',
};

export type DriverPickerTarget = { rowId: number; orderNumber: number };

function OrderFacts({ entry, now }: { entry: OrderEntry; now: number }) {
  const { street, town } = splitPlace(parsePlaceText(entry.ride.pickup_location).name);
  const at = entry.ride.isPreorder ? entry.ride.preorderDateTime : null;
  return (
    <StyledFacts>
      <dt>Odkud</dt>
      <dd>{town ? `${street}, ${town}` : street || '—'}</dd>
      {at && (
        <>
          <dt>Vyzvednutí</dt>
          <dd>
            {formatDayTime(at, now)} ({formatTimeUntil(Date.parse(at), now)})
          </dd>
        </>
      )}
      <dt>Řidič</dt>
      <dd>{seenDriverName(entry) ?? 'bez řidiče'}</dd>
    </StyledFacts>
  );
}

/**
 * The driver picker for one order, opened from wherever the order warns (detail, Předobjednávky,
 * the reminder, the decline notice). With the server's extension a choice assigns in place; without
 * it an immediate order is re-dispatched by copy, and a pre-order can only be phoned through.
 */
export default function DriverPickerDialog({
  target,
  onClose,
}: {
  target: DriverPickerTarget;
  onClose: () => void;
}) {
  const orders = useOrders();
  const extensions = useUpstreamExtensions();
  const drivers = useDrivers();
  const [filter, setFilter] = useState('');
  const [now] = useState(() => Date.now());
  const entry = orders.data?.find((order) => order.id === target.rowId);
  const way = entry ? assignWay(entry, extensions.data) : null;
  const choosing = way === 'assign' || way === 'redispatch';
  const pickup = entry && choosing ? pickupPlace(entry) : null;
  const nearest = useNearestVehicles(pickup);
  const assign = useDriverAssignment(drivers.data ?? []);

  const options = useMemo(
    () =>
      entry
        ? pickerOptions({
            drivers: drivers.data ?? [],
            vehicles: choosing ? (nearest.data?.vehicles ?? []) : [],
            currentDriverName: seenDriverName(entry),
            currentDriverId: expectedDriverId(entry, drivers.data ?? []),
            offerNone: way === 'assign',
            filter,
          })
        : [],
    [entry, drivers.data, choosing, nearest.data, way, filter],
  );

  const choose = (option: PickerOption) => {
    if (!entry || option.driverId === undefined || (way !== 'assign' && way !== 'redispatch')) {
      return;
    }
    onClose();
    assign(entry, way, { id_driver: option.driverId, driver_name: option.driverName, label: option.label });
  };

  const title = `${TITLES[way ?? 'assign']} – ${entry?.ride.isPreorder ? 'předobjednávka' : 'objednávka'} č. ${target.orderNumber}`;
  const loading = orders.isPending || extensions.isPending || drivers.isPending;
  const preorderAt = entry?.ride.isPreorder ? entry.ride.preorderDateTime : null;

  return (
    <Dialog open onClose={onClose} title={title} width="560px" closeLabel="Zavřít výběr řidiče">
      {loading ? (
        <Skeleton rows={4} label="Načítám řidiče…" />
      ) : !entry ? (
        <StyledLead role="status">
          Objednávka č. {target.orderNumber} v seznamu není (mohla být smazána).
        </StyledLead>
      ) : way === 'none' ? (
        <>
          <OrderFacts entry={entry} now={now} />
          <StyledLead role="status">Jízda už běží nebo skončila, řidiče nelze změnit.</StyledLead>
        </>
      ) : way === 'call' ? (
        <>
          <OrderFacts entry={entry} now={now} />
          <WarningNotice>
            Přidělit řidiče k předobjednávce v systému lze jen s rozšířením serveru objednávek (orderAssign).
            Domluvte se s řidičem po telefonu:
          </WarningNotice>
          <DriverFilter value={filter} onChange={setFilter} />
          <DriverCallList options={options.filter((option) => option.section === 'drivers')} />
        </>
      ) : (
        <>
          <OrderFacts entry={entry} now={now} />
          {way === 'redispatch' && (
            <StyledLead>
              Server objednávek neumí změnit řidiče existující objednávky: vznikne nová objednávka s vybraným
              řidičem a tato se smaže, až nová bude v seznamu.
            </StyledLead>
          )}
          <DriverPickerList
            options={options}
            filter={filter}
            onFilter={setFilter}
            verb={TITLES[way ?? 'assign']}
            nearest={{
              loading: nearest.isPending && pickup !== null,
              failed: nearest.isError,
              unknownPickup: pickup === null,
            }}
            nearestNote={preorderAt ? `teď; vyzvednutí ${formatDayTime(preorderAt, now)}` : undefined}
            onChoose={choose}
          />
        </>
      )}
    </Dialog>
  );
}
