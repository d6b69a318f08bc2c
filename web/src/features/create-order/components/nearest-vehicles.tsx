import type { NearestVehicle, NearestVehicles } from '@taxi/contracts';
import { Check, Clock, RefreshCw } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { Badge, SkeletonLine } from '@/components/ui/feedback';
import { formatKm, formatTimeAgo, formatTimeUntil } from '@/lib/format';
import type { DriverOption } from '@/lib/drivers/driver-options';
import { vehicleRowText } from '@/lib/drivers/vehicle-row-text';
import {
  DRIVERS_LOADING,
  DRIVERS_NOT_LOADED,
  matchNearestDriver,
  type NearestDriverMatch,
} from '@/lib/drivers/nearest-driver';
import { CarPin } from './route-pin';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  h3 small {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledNote = styled.div<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  p {
    margin: 0;
  }
`;

// A row is one button: the whole card is the target, big enough for a finger.
const StyledRow = styled.button<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.brandHover : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  > svg {
    width: 24px;
    color: ${({ theme }) => theme.colors.success};
  }
  .text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  /* Two lines at most: the name and the car's state both matter on a narrow phone. */
  .who {
    display: -webkit-box;
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    line-height: 1.3;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  ${vehicleRowText}
  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    .who {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  .reason {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type QueryState = {
  data: NearestVehicles | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type NearestVehiclesPanelProps = {
  nearest: QueryState;
  drivers: readonly DriverOption[];
  driversState: { loading: boolean; failed: boolean };
  /** Řidič's current value (`-1` or a driver id). */
  driverId: string;
  onChoose: (driverId: number) => void;
};

/** "za 4 min", "za 1 h 5 min": the driving time as the pre-orders count theirs, minutes rounded up. */
export function etaText(durationSeconds: number): string {
  return formatTimeUntil(durationSeconds * 1000, 0);
}

function driverMatch(
  vehicle: NearestVehicle,
  drivers: readonly DriverOption[],
  state: NearestVehiclesPanelProps['driversState'],
): NearestDriverMatch {
  if (drivers.length === 0 && state.loading) {
    return { reason: DRIVERS_LOADING };
  }
  if (drivers.length === 0 && state.failed) {
    return { reason: DRIVERS_NOT_LOADED };
  }
  return matchNearestDriver(vehicle.driver, drivers);
}

function VehicleRow({
  number,
  vehicle,
  match,
  selected,
  tabbable,
  onChoose,
}: {
  number: number;
  vehicle: NearestVehicle;
  match: NearestDriverMatch;
  selected: boolean;
  /** The one row Tab reaches; the arrows move between rows. */
  tabbable: boolean;
  onChoose: (driverId: number) => void;
}) {
  const reasonId = useId();
  const option = 'option' in match ? match.option : null;
  const reported = vehicle.reportedAt ? formatTimeAgo(vehicle.reportedAt) : '';
  return (
    <li>
      <StyledRow
        type="button"
        tabIndex={tabbable ? 0 : -1}
        $selected={selected}
        aria-pressed={option ? selected : undefined}
        aria-disabled={option ? undefined : true}
        aria-describedby={option ? undefined : reasonId}
        onClick={() => option && onChoose(option.id)}
        data-testid="nearest-vehicle"
      >
        {/* The number the car carries on the map. */}
        {selected ? <Check size={20} aria-hidden /> : <CarPin aria-hidden>{number}</CarPin>}
        <span className="text">
          {/* The tracking service's own words: its label often carries the car's state ("– volný"). */}
          <span className="who">{vehicle.driver}</span>
          <span className="details">
            <span className="plate">{vehicle.spz}</span>
            <span>{formatKm(vehicle.distanceMetres / 1000)}</span>
            {vehicle.stale && (
              <Badge $tone="warning" title={reported ? `Poloha ${reported}` : undefined}>
                <Clock size={12} aria-hidden />
                {reported ? `stará poloha (${reported})` : 'stará poloha'}
              </Badge>
            )}
            {!option && 'reason' in match && (
              <span className="reason" id={reasonId}>
                {match.reason}
              </span>
            )}
          </span>
        </span>
        <span className="eta">{etaText(vehicle.durationSeconds)}</span>
      </StyledRow>
    </li>
  );
}

/**
 * Nejbližší vozy: the three cars that would reach the pickup soonest by road, from the live fleet.
 * A click (or Enter on a focused row) puts the car's driver into Řidič.
 */
export function NearestVehiclesPanel({
  nearest,
  drivers,
  driversState,
  driverId,
  onChoose,
}: NearestVehiclesPanelProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const vehicles = nearest.data?.vehicles ?? [];
  const tabbable = Math.min(active, Math.max(0, vehicles.length - 1));
  // One Tab stop for the list (Tab goes on to Odeslat), arrows between cars as in a toolbar.
  const moveWithArrows = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || vehicles.length === 0) {
      return;
    }
    event.preventDefault();
    const next = (tabbable + step + vehicles.length) % vehicles.length;
    setActive(next);
    listRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <StyledPanel aria-labelledby={headingId} aria-busy={nearest.isPending || undefined}>
      <h3 id={headingId}>
        Nejbližší vozy
        <small>podle doby jízdy k místu Odkud</small>
      </h3>
      {nearest.isPending ? (
        <StyledNote>
          <SkeletonLine $width="100%" $height="48px" aria-hidden />
          <p>Hledám nejbližší vozy…</p>
        </StyledNote>
      ) : nearest.isError && !nearest.data ? (
        <StyledNote $error>
          <p role="alert">Nejbližší vozy se nepodařilo spočítat: {errorMessage(nearest.error)}</p>
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshCw size={16} aria-hidden />}
            onClick={() => void nearest.refetch()}
          >
            Zkusit znovu
          </Button>
        </StyledNote>
      ) : vehicles.length === 0 ? (
        <StyledNote>
          <p>
            {nearest.data?.fetchedAt
              ? 'Žádný vůz teď nehlásí polohu.'
              : 'Polohy vozů zatím nejsou známé, zkusím to znovu za chvíli.'}
          </p>
        </StyledNote>
      ) : (
        <ul ref={listRef} onKeyDown={moveWithArrows}>
          {vehicles.map((vehicle, index) => {
            const match = driverMatch(vehicle, drivers, driversState);
            return (
              <VehicleRow
                key={String(vehicle.carID)}
                number={index + 1}
                vehicle={vehicle}
                match={match}
                selected={'option' in match && String(match.option.id) === driverId}
                tabbable={index === tabbable}
                onChoose={(id) => {
                  setActive(index);
                  onChoose(id);
                }}
              />
            );
          })}
        </ul>
      )}
    </StyledPanel>
  );
}
