import { Check, Moon, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { Badge } from '@/components/ui/feedback';
import { StyledInput } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useRemoveWorkHours } from '@/features/workhours/api/remove-work-hours';
import { useSetWorkHours } from '@/features/workhours/api/set-work-hours';
import { isOvernight, normalizeTime, type WorkHoursDay } from '@/features/workhours/utils/work-hours';

const StyledRow = styled.form`
  display: grid;
  grid-template-columns: 7.5rem auto auto minmax(0, 1fr) auto;
  grid-template-areas: 'day from to state actions';
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas:
      'day state'
      'from to'
      'actions actions';
  }
`;

const StyledDay = styled.span`
  grid-area: day;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledTime = styled.label<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    min-width: 0;
    max-width: 6.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledState = styled.span`
  grid-area: state;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    justify-content: flex-end;
  }
`;

const StyledActions = styled.span`
  grid-area: actions;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

/** One weekday: edit from/to, save it or remove it; what was typed stays until it is saved. */
export function WorkHoursRow({ day }: { day: WorkHoursDay }) {
  const toast = useToast();
  const setHours = useSetWorkHours();
  const removeHours = useRemoveWorkHours();
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const id = useId();

  const from = draft?.from ?? day.from;
  const to = draft?.to ?? day.to;
  const fromTime = normalizeTime(from);
  const toTime = normalizeTime(to);
  const dirty = draft !== null && (fromTime !== day.from || toTime !== day.to);
  const busy = setHours.isPending || removeHours.isPending;
  const [showErrors, setShowErrors] = useState(false);
  const invalid = showErrors && (!fromTime || !toTime);

  const edit = (field: 'from' | 'to', value: string) => setDraft({ from, to, [field]: value });
  // A lenient entry ("7.30") is shown as HH:MM once the field is left.
  const tidy = (field: 'from' | 'to') => {
    const value = normalizeTime(field === 'from' ? from : to);
    if (draft && value) {
      setDraft({ ...draft, [field]: value });
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!fromTime || !toTime) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    setHours.mutate(
      { id: day.day, from: fromTime, to: toTime },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(`Pracovní doba uložena: ${day.label} ${fromTime}–${toTime}`);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const remove = () =>
    removeHours.mutate(day.day, {
      onSuccess: () => {
        setDraft(null);
        setShowErrors(false);
        toast.success(`Pracovní doba odebrána: ${day.label}`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <StyledRow onSubmit={save} aria-label={day.label} aria-busy={busy} data-day={day.day}>
      <StyledDay id={`${id}-day`}>{day.label}</StyledDay>
      <StyledTime $area="from">
        Od
        <StyledInput
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={5}
          value={from}
          $invalid={invalid && !fromTime}
          aria-invalid={invalid && !fromTime ? true : undefined}
          aria-describedby={invalid ? `${id}-day ${id}-error` : `${id}-day`}
          onChange={(event) => edit('from', event.target.value)}
          onBlur={() => tidy('from')}
        />
      </StyledTime>
      <StyledTime $area="to">
        Do
        <StyledInput
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={5}
          value={to}
          $invalid={invalid && !toTime}
          aria-invalid={invalid && !toTime ? true : undefined}
          aria-describedby={invalid ? `${id}-day ${id}-error` : `${id}-day`}
          onChange={(event) => edit('to', event.target.value)}
          onBlur={() => tidy('to')}
        />
      </StyledTime>
      <StyledState>
        {dirty ? (
          <Badge $tone="warning">Neuloženo</Badge>
        ) : day.isSet ? (
          <Badge $tone="success">Nastaveno</Badge>
        ) : (
          <Badge>Nenastaveno</Badge>
        )}
        {fromTime && toTime && (day.isSet || dirty) && isOvernight(fromTime, toTime) && (
          <Badge $tone="info">
            <Moon size={12} aria-hidden />
            přes půlnoc
          </Badge>
        )}
      </StyledState>
      <StyledActions>
        <Button
          type="submit"
          size="sm"
          variant={dirty ? 'primary' : 'secondary'}
          icon={<Check size={16} aria-hidden />}
          disabled={busy}
        >
          Uložit
        </Button>
        <IconButton
          size="sm"
          label={`Odebrat pracovní dobu: ${day.label}`}
          icon={<Trash2 size={16} aria-hidden />}
          disabled={busy || !day.isSet}
          onClick={remove}
        />
      </StyledActions>
      {invalid && (
        <StyledError id={`${id}-error`} role="alert">
          Zadejte čas ve tvaru HH:MM, např. 07:30.
        </StyledError>
      )}
    </StyledRow>
  );
}
