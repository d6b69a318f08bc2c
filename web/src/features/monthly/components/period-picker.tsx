import { MONTHS, type MonthRequest } from '@taxi/contracts';
import { Eye } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { parseYear } from '@/features/monthly/utils/monthly-math';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > div:first-child {
    flex: 1 1 9rem;
    max-width: 12rem;
  }
  > div:nth-child(2) {
    flex: 0 1 7rem;
  }
`;

export type PeriodPickerProps = {
  period: MonthRequest;
  maxYear: number;
  /** Called with the period to show; the same period again means "reload it". */
  onShow: (period: MonthRequest) => void;
};

/**
 * Month select (applies at once: a discrete choice) and year input (applies on Ukázat or Enter:
 * typing "2025" must not load years 2, 20 and 202 on the way).
 */
export function PeriodPicker({ period, maxYear, onShow }: PeriodPickerProps) {
  const [yearText, setYearText] = useState(String(period.year));
  const [yearError, setYearError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const year = parseYear(yearText, maxYear);
    if (year === null) {
      setYearError(`Zadejte rok 1 až ${maxYear}`);
      return;
    }
    setYearError(undefined);
    onShow({ month: period.month, year });
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Výběr měsíce">
      <SelectField
        label="Měsíc"
        value={period.month}
        onChange={(event) => {
          const year = parseYear(yearText, maxYear) ?? period.year;
          setYearText(String(year));
          setYearError(undefined);
          onShow({ month: Number(event.target.value), year });
        }}
      >
        {MONTHS.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Rok"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxYear}
        step={1}
        value={yearText}
        error={yearError}
        onChange={(event) => setYearText(event.target.value)}
      />
      <Button type="submit" variant="secondary" icon={<Eye size={18} aria-hidden />}>
        Ukázat
      </Button>
    </StyledForm>
  );
}
