import { LocateFixed } from 'lucide-react';
import { Badge, EmptyState, VisuallyHidden } from '@/components/ui/feedback';
import styled from 'styled-components';
import { Table, TableScroll } from '@/components/ui/table';
import { useNow } from '@/lib/use-now';
import { formatPosition, type VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { formatSecondsAgo, isVehicleStale, secondsSinceReport } from '@/features/map/utils/vehicle-staleness';
import { ShowOnMapButton } from './show-on-map-button';

// Positioned so the visually hidden caption stays inside the scroll box.
const StyledTable = styled(Table)`
  position: relative;
  th[scope='row'] {
    white-space: nowrap;
  }
`;

export type VehicleListProps = {
  vehicles: readonly VehicleMarker[];
  feedStale: boolean;
  clockOffsetMs: number;
  onShow: (vehicle: VehicleMarker) => void;
};

/** The cars as a table: what the canvas markers show, readable by keyboard and screen reader. */
export function VehicleList({ vehicles, feedStale, clockOffsetMs, onShow }: VehicleListProps) {
  const now = useNow(1_000) + clockOffsetMs;
  if (vehicles.length === 0) {
    return <EmptyState title="Žádné vozidlo teď nehlásí polohu" />;
  }
  return (
    <TableScroll $maxHeight="420px">
      <StyledTable>
        <caption>
          <VisuallyHidden>Vozidla na mapě</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">SPZ</th>
            <th scope="col">Řidič a stav</th>
            <th scope="col">Poloha</th>
            <th scope="col">Poslední hlášení</th>
            <th scope="col">
              <VisuallyHidden>Akce</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((vehicle) => {
            const stale = isVehicleStale(vehicle.reportedAtMs, now, feedStale);
            return (
              <tr key={vehicle.id} data-vehicle-id={vehicle.id}>
                <th scope="row">{vehicle.plate}</th>
                <td>{vehicle.text}</td>
                <td data-testid="vehicle-position">{formatPosition(vehicle.lat, vehicle.lng)}</td>
                <td>
                  {formatSecondsAgo(secondsSinceReport(vehicle.reportedAtMs, now))}{' '}
                  {stale && <Badge>neaktuální</Badge>}
                </td>
                <td>
                  <ShowOnMapButton
                    label={`Ukázat vozidlo ${vehicle.plate} na mapě`}
                    icon={<LocateFixed size={16} aria-hidden />}
                    onShow={() => onShow(vehicle)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}
