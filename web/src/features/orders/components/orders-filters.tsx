import { RIDE_STATUSES, rideStatusLabel } from '@taxi/contracts';
import { CalendarClock, Download, FilterX } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { isFilterActive, type MonthOption, type OrderFilter } from '@/features/orders/utils/order-filter';

// As many 12rem columns as fit (four on a laptop, one on a phone); the buttons get their own row,
// so neither a select's text nor Export CSV is ever cut off.
const StyledBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  input:not([type='checkbox']),
  select {
    height: 40px;
  }
`;

// A switch as tall as the fields beside it, so the row stays even; checked, it takes the brand colour
// and the tick says so too.
const StyledSwitch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textStrong};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.brandSoft};
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  grid-column: 1 / -1;
  justify-content: flex-start;
`;

export type OrdersFiltersProps = {
  filter: OrderFilter;
  months: readonly MonthOption[];
  onChange: (change: Partial<OrderFilter>) => void;
  onClear: () => void;
  onExport: () => void;
  canExport: boolean;
};

/** Day, month, status, text and pre-order filters, plus the CSV export of what they leave. */
export function OrdersFilters({
  filter,
  months,
  onChange,
  onClear,
  onExport,
  canExport,
}: OrdersFiltersProps) {
  return (
    <StyledBar role="search" aria-label="Filtr objednávek">
      {/* A day and a month exclude each other: picking one clears the other. */}
      <TextField
        label="Den"
        type="date"
        value={filter.day}
        onChange={(event) => onChange({ day: event.target.value, month: '' })}
      />
      <SelectField
        label="Měsíc"
        value={filter.month}
        onChange={(event) => onChange({ month: event.target.value, day: '' })}
      >
        <option value="">Všechny měsíce</option>
        {months.map((month) => (
          <option key={month.value} value={month.value}>
            {month.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Stav"
        value={filter.status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">Všechny stavy</option>
        {RIDE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {rideStatusLabel(status)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Hledat"
        type="search"
        // Short enough for a laptop's filter column; the title says it all.
        placeholder="Jméno, telefon, adresa…"
        title="Hledá podle jména, telefonu, adresy odkud i kam a čísla objednávky (bez ohledu na diakritiku)"
        autoComplete="off"
        value={filter.query}
        onChange={(event) => onChange({ query: event.target.value })}
      />
      <StyledSwitch>
        <input
          type="checkbox"
          checked={filter.preorders}
          onChange={(event) => onChange({ preorders: event.target.checked })}
        />
        <CalendarClock size={18} aria-hidden />
        Jen předobjednávky
      </StyledSwitch>
      <StyledActions>
        <Button
          variant="ghost"
          icon={<FilterX size={18} aria-hidden />}
          disabled={!isFilterActive(filter)}
          onClick={onClear}
        >
          Zrušit filtry
        </Button>
        <Button
          variant="secondary"
          icon={<Download size={18} aria-hidden />}
          disabled={!canExport}
          onClick={onExport}
        >
          Export CSV
        </Button>
      </StyledActions>
    </StyledBar>
  );
}
