import { displayName } from '@taxi/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, visuallyHidden } from '@/components/ui/feedback';
import { PhoneLink } from '@/components/ui/phone-link';
import { Table, TableScroll } from '@/components/ui/table';
import type { Person } from './person-search';

export type PeopleMetric<T> = { label: string; value: (person: T) => ReactNode };

export type PeopleTableProps<T extends Person> = {
  /** Accessible name of the table (read by screen readers, not shown). */
  caption: string;
  rows: readonly T[];
  /** The `#` column (the user's id). */
  showId?: boolean;
  /** The numeric column: Jízdy or Kredity. */
  metric: PeopleMetric<T>;
  actions: (person: T) => ReactNode;
  /** Greyed-out rows (blacklisted users); pair it with a badge so the state is not told by colour alone. */
  isMuted?: (person: T) => boolean;
  badges?: (person: T) => ReactNode;
  /** Marks the rows whose action is running. */
  isBusy?: (person: T) => boolean;
};

// Narrow screens: each person becomes a block (name first, then labelled values and the actions).
const StyledTable = styled(Table)`
  tbody tr[data-muted] td {
    background: ${({ theme }) => theme.colors.rowMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* A row waiting for its action (or its undo window) is tinted, not faded: text keeps its contrast. */
  tbody tr[aria-busy='true'] td,
  tbody tr[aria-busy='true'][data-muted] td {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.text};
  }
  td[data-id] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td[data-actions] {
    white-space: nowrap;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    &,
    tbody {
      display: block;
    }
    colgroup {
      display: none;
    }
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.md};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: none;
    }
    tbody tr[data-muted] {
      background: ${({ theme }) => theme.colors.rowMuted};
    }
    tbody td {
      display: block;
      padding: ${({ theme }) => theme.space.xxs} 0;
      border-bottom: none;
      grid-column: 1 / -1;
      text-align: left;
    }
    tbody td[data-id] {
      grid-column: 2;
      grid-row: 1;
      width: auto;
      &::before {
        content: '#';
      }
    }
    tbody td[data-name] {
      grid-column: 1;
      grid-row: 1;
    }
    tbody td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    tbody td[data-numeric] {
      text-align: left;
    }
    td[data-actions] {
      width: auto;
    }
    tbody td[data-actions] {
      padding-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// One line on wide screens (a wrapped × doubled the row's height); phones may wrap.
const StyledActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex-wrap: wrap;
  }
`;

/** The one table of people used by Zákazníci, Řidiči, Administrátoři and Blacklist. */
export function PeopleTable<T extends Person>({
  caption,
  rows,
  showId = false,
  metric,
  actions,
  isMuted,
  badges,
  isBusy,
}: PeopleTableProps<T>) {
  return (
    <TableScroll>
      <StyledTable>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <colgroup>
          {showId && <col style={{ width: '4rem' }} />}
          <col />
          <col style={{ width: '11.5rem' }} />
          <col />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '1%' }} />
        </colgroup>
        <thead>
          <tr>
            {showId && <th scope="col">#</th>}
            <th scope="col">Jméno</th>
            <th scope="col">Telefon</th>
            <th scope="col">Email</th>
            <th scope="col" data-numeric>
              {metric.label}
            </th>
            <th scope="col">Akce</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((person) => (
            <tr
              key={person.id}
              data-muted={isMuted?.(person) ? '' : undefined}
              aria-busy={isBusy?.(person) ? true : undefined}
            >
              {showId && <td data-id>{person.id}</td>}
              <td data-name>
                <StyledName>
                  {displayName(person)}
                  {badges?.(person)}
                </StyledName>
              </td>
              <td data-label="Telefon">
                <PhoneLink phone={person.phone} />
              </td>
              <td data-label="Email">
                {person.email ?? (
                  <StyledMissing>
                    <span aria-hidden>—</span>
                    <VisuallyHidden>bez e-mailu</VisuallyHidden>
                  </StyledMissing>
                )}
              </td>
              <td data-numeric data-label={metric.label}>
                {metric.value(person)}
              </td>
              <td data-actions>
                <StyledActions>{actions(person)}</StyledActions>
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}
