import { displayName, type Place } from '@taxi/contracts';
import { History, UserRound } from 'lucide-react';
import styled from 'styled-components';
import { formatPhone } from '@/components/people-table/format-phone';
import { PhoneLink } from '@/components/ui/phone-link';
import type { CallerHistory } from '@/features/create-order/utils/caller-history';
import { RoutePin } from './route-pin';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  .who {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  .group {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledChoice = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

export type CallerPanelProps = {
  caller: CallerHistory | null;
  onPickup: (place: Place) => void;
  onDestination: (place: Place) => void;
};

// 1 jízda, 2–4 jízdy, 0 and 5+ jízd.
function ridesLabel(count: number): string {
  if (count === 1) {
    return '1 jízda';
  }
  return count >= 2 && count <= 4 ? `${count} jízdy` : `${count} jízd`;
}

/** The short form of an address for a button: "Dlouhá 12, Litoměřice" (the full one on hover). */
function shortPlace(name: string): string {
  return name
    .split(',')
    .map((part) => part.trim().replace(/^\d{3}\s?\d{2}\s+/, ''))
    .filter((part) => part && !/^(Česko|Česká republika)$/i.test(part))
    .slice(0, 2)
    .join(', ');
}

function Choices({
  title,
  places,
  end,
  onPick,
}: {
  title: string;
  places: readonly Place[];
  end: 'pickup' | 'destination';
  onPick: (place: Place) => void;
}) {
  if (places.length === 0) {
    return null;
  }
  const field = end === 'pickup' ? 'Odkud' : 'Kam';
  const titleId = `caller-${end}-title`;
  return (
    <div>
      <p className="group" id={titleId}>
        {title}
      </p>
      <ul aria-labelledby={titleId}>
        {places.map((place) => (
          <li key={place.name}>
            <StyledChoice
              type="button"
              title={place.name}
              aria-label={`${field}: ${place.name}`}
              onClick={() => onPick(place)}
            >
              <RoutePin $end={end} aria-hidden>
                {end === 'pickup' ? 'A' : 'B'}
              </RoutePin>
              <span>{shortPlace(place.name)}</span>
            </StyledChoice>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Who is calling: the registered customer behind the typed number (name, rides) and the places
 * they last rode from and to, each one click from Odkud or Kam.
 */
export function CallerPanel({ caller, onPickup, onDestination }: CallerPanelProps) {
  if (!caller) {
    return null;
  }
  const { customer } = caller;
  return (
    <StyledPanel aria-label="Volající">
      <p className="who">
        {customer ? <UserRound size={16} aria-hidden /> : <History size={16} aria-hidden />}
        <span role="status">
          {customer
            ? `Registrovaný zákazník: ${displayName(customer)} · ${ridesLabel(customer.rides)}`
            : `Bez účtu · z tohoto čísla ${ridesLabel(caller.orderCount)}`}
        </span>
        <PhoneLink phone={caller.phone} icon aria-label={`Volat ${formatPhone(caller.phone)}`} />
      </p>
      <Choices title="Naposledy odkud" places={caller.pickups} end="pickup" onPick={onPickup} />
      <Choices title="Naposledy kam" places={caller.destinations} end="destination" onPick={onDestination} />
    </StyledPanel>
  );
}
