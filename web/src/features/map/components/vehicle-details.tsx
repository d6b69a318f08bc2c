import styled from 'styled-components';
import { useNow } from '@/lib/use-now';
import type { VehicleMarker } from '@/features/map/utils/vehicle-markers';
import { formatSecondsAgo, secondsSinceReport } from '@/features/map/utils/vehicle-staleness';

const StyledPlate = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  letter-spacing: 0.04em;
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type VehicleDetailsProps = {
  vehicle: VehicleMarker;
  stale: boolean;
  /** Gateway clock minus browser clock. */
  clockOffsetMs: number;
};

/** A car's tooltip: plate, the provider's text and how long ago it reported, ticking while shown. */
export function VehicleDetails({ vehicle, stale, clockOffsetMs }: VehicleDetailsProps) {
  const now = useNow(1_000) + clockOffsetMs;
  return (
    <>
      <StyledPlate>{vehicle.plate}</StyledPlate>
      {vehicle.text && <span>{vehicle.text}</span>}
      <StyledMuted>
        Poslední hlášení {formatSecondsAgo(secondsSinceReport(vehicle.reportedAtMs, now))}
        {stale && ' · neaktuální poloha'}
      </StyledMuted>
    </>
  );
}
