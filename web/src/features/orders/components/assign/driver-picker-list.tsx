import { Clock, Search, UserMinus } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { formatPhone } from '@/components/people-table/format-phone';
import { Badge, SkeletonLine } from '@/components/ui/feedback';
import { PhoneLink } from '@/components/ui/phone-link';
import { vehicleRowText } from '@/lib/drivers/vehicle-row-text';
import { formatKm, formatTimeAgo, formatTimeUntil } from '@/lib/format';
import type { PickerOption } from '@/features/orders/utils/driver-picker-options';

const StyledSearch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: none;
    outline: none;
    background: transparent;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledListbox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  max-height: min(56vh, 520px);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  .title {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledNearestNotice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  > span {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The whole row is the target, big enough for a finger; the active row (arrows) looks like hover.
const StyledOption = styled.div<{ $active: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brandHover : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : theme.colors.surface)};
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .who {
    display: flex;
    flex-direction: column;
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .name {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  ${vehicleRowText}
  .details {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  .reason {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export type DriverFilterProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
};

/** The filter over the drivers: part of a name or of a phone number; it takes the focus on opening. */
export function DriverFilter({ value, onChange, ...rest }: DriverFilterProps) {
  const input = useRef<HTMLInputElement>(null);
  // The picker may open before the drivers are there: the filter takes the focus once it shows.
  useEffect(() => input.current?.focus(), []);
  return (
    <StyledSearch>
      <Search size={18} aria-hidden />
      <input
        ref={input}
        data-autofocus
        type="search"
        aria-label="Hledat řidiče podle jména nebo telefonu"
        placeholder="Hledat řidiče (jméno, telefon)"
        autoComplete="off"
        {...rest}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </StyledSearch>
  );
}

export type NearestState = { loading: boolean; failed: boolean; unknownPickup: boolean };

export type DriverPickerListProps = {
  options: readonly PickerOption[];
  filter: string;
  onFilter: (text: string) => void;
  nearest: NearestState;
  /** "vyzvednutí dnes 14:30" for a pre-order: the near cars are near now, not then. */
  nearestNote?: string;
  /** Says what a choice does ("Přidělit", "Přeobsadit na"), for the rows' names. */
  verb: string;
  onChoose: (option: PickerOption) => void;
};

const isChoosable = (option: PickerOption) => option.driverId !== undefined;

function OptionRow({
  option,
  id,
  active,
  onChoose,
  onPoint,
}: {
  option: PickerOption;
  id: string;
  active: boolean;
  onChoose: (option: PickerOption) => void;
  onPoint: () => void;
}) {
  const vehicle = option.vehicle;
  const reported = vehicle?.reportedAt ? formatTimeAgo(vehicle.reportedAt) : '';
  return (
    <StyledOption
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={isChoosable(option) ? undefined : true}
      $active={active}
      data-testid="driver-option"
      onPointerMove={onPoint}
      // The filter keeps the focus (and the arrows); a click must not take it away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => isChoosable(option) && onChoose(option)}
    >
      <span className="who">
        <span className="name">
          {option.section === 'none' && <UserMinus size={16} aria-hidden />}
          {option.label}
        </span>
        <span className="details">
          {vehicle && <span className="plate">{vehicle.spz}</span>}
          {vehicle && <span>{formatKm(vehicle.distanceMetres / 1000)}</span>}
          {vehicle?.stale && (
            <Badge $tone="warning">
              <Clock size={12} aria-hidden />
              {reported ? `stará poloha (${reported})` : 'stará poloha'}
            </Badge>
          )}
          {!vehicle && option.phone && <span>{formatPhone(option.phone)}</span>}
          {option.disabledReason && <span className="reason">{option.disabledReason}</span>}
        </span>
      </span>
      {vehicle && <span className="eta">{formatTimeUntil(vehicle.durationSeconds * 1000, 0)}</span>}
    </StyledOption>
  );
}

/**
 * The drivers to choose from, with the filter keeping the focus: type to narrow the list (a name or
 * part of a phone number), ↑/↓ to move, Enter to choose, Escape to close (the dialog's). One click
 * chooses too. The cars nearest to the pickup come first, then every driver.
 */
export function DriverPickerList({
  options,
  filter,
  onFilter,
  nearest,
  nearestNote,
  verb,
  onChoose,
}: DriverPickerListProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const choosable = useMemo(
    () => options.flatMap((option, index) => (isChoosable(option) ? [index] : [])),
    [options],
  );
  const [activeRaw, setActive] = useState(0);
  const active = choosable.includes(activeRaw) ? activeRaw : (choosable[0] ?? -1);

  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    const at = choosable.indexOf(active);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in step && choosable.length > 0) {
      event.preventDefault();
      const next = choosable[(at + (step[event.key] ?? 0) + choosable.length) % choosable.length] ?? -1;
      setActive(next);
      // jsdom has no scrolling; a browser keeps the active row in view.
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive((event.key === 'Home' ? choosable[0] : choosable.at(-1)) ?? -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option && isChoosable(option)) {
        onChoose(option);
      }
    }
  };

  const sections = [
    { key: 'nearest', title: 'Nejbližší vozy' },
    { key: 'drivers', title: 'Všichni řidiči' },
    { key: 'none', title: 'Odebrat řidiče' },
  ] as const;
  const indexed = options.map((option, index) => ({ option, index }));
  const hasNearest = options.some((option) => option.section === 'nearest');
  // Said above the list while the near cars load, or when there are none to show.
  const nearestNotice =
    filter.trim() || nearest.unknownPickup || hasNearest
      ? null
      : nearest.loading
        ? 'Hledám nejbližší vozy…'
        : nearest.failed
          ? 'Nejbližší vozy se nepodařilo spočítat.'
          : 'Žádný vůz teď nehlásí polohu.';

  return (
    <>
      <DriverFilter
        value={filter}
        onChange={onFilter}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        onKeyDown={move}
      />
      {nearestNotice && (
        <StyledNearestNotice>
          <span aria-hidden="true">{sections[0].title}</span>
          {nearest.loading ? (
            <SkeletonLine $width="100%" $height="48px" aria-hidden />
          ) : (
            <StyledNote role="status">{nearestNotice}</StyledNote>
          )}
        </StyledNearestNotice>
      )}
      {/* Only groups of options inside the listbox; their names are read, the visible titles are not. */}
      <StyledListbox id={listId} role="listbox" aria-label={`${verb}: vyberte řidiče`}>
        {sections.map(({ key, title }) => {
          const rows = indexed.filter(({ option }) => option.section === key);
          if (rows.length === 0) {
            return null;
          }
          const groupTitle = key === 'nearest' && nearestNote ? `${title} · ${nearestNote}` : title;
          return (
            <StyledGroup key={key} role="group" aria-label={groupTitle}>
              <span className="title" aria-hidden="true">
                {groupTitle}
              </span>
              {rows.map(({ option, index }) => (
                <OptionRow
                  key={option.key}
                  option={option}
                  id={optionId(index)}
                  active={index === active}
                  onChoose={onChoose}
                  onPoint={() => isChoosable(option) && setActive(index)}
                />
              ))}
            </StyledGroup>
          );
        })}
      </StyledListbox>
      {options.length === 0 && <StyledNote role="status">Žádný řidič neodpovídá hledání.</StyledNote>}
    </>
  );
}

const StyledCallList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: 0;
  list-style: none;
  max-height: min(56vh, 520px);
  overflow-y: auto;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The drivers with their phones, to call (a pre-order on a server without the extension). */
export function DriverCallList({ options }: { options: readonly PickerOption[] }) {
  return (
    <StyledCallList aria-label="Řidiči a jejich telefony">
      {options.map((option) => (
        <li key={option.key}>
          <span>{option.label}</span>
          {option.phone ? <PhoneLink phone={option.phone} icon /> : <StyledNote>bez telefonu</StyledNote>}
        </li>
      ))}
      {options.length === 0 && <li role="status">Žádný řidič neodpovídá hledání.</li>}
    </StyledCallList>
  );
}
