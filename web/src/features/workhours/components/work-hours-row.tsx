import { Check, Moon, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button, IconButton } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { Badge } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useRemoveWorkHours } from '@/features/workhours/api/remove-work-hours';
import { useSetWorkHours } from '@/features/workhours/api/set-work-hours';
import { isOvernight, normalizeTime, type WorkHoursDay } from '@/features/workhours/utils/work-hours';
import { lazyResolver } from '@/lib/forms/lazy-resolver';

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

const StyledTime = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    flex: 1;
    min-width: 0;
    max-width: 6.5rem;
    font-variant-numeric: tabular-nums;
  }
  /* The message wraps within the column rather than widening it. */
  p {
    width: 0;
    min-width: 100%;
  }
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

// The rules (zod and the contract's time schema) load with the first check, not with the dashboard.
const workHoursResolver = lazyResolver(
  async () => (await import('@/features/workhours/utils/work-hours-form')).workHoursResolver,
);

/** One weekday: edit from/to, save it or remove it; what was typed stays until it is saved. */
export function WorkHoursRow({ day }: { day: WorkHoursDay }) {
  const toast = useToast();
  const setHours = useSetWorkHours();
  const removeHours = useRemoveWorkHours();
  const id = useId();
  // What was typed stays while the server's hours reload; a saved or removed day shows the server's.
  const { register, handleSubmit, reset, getValues, setValue, control, formState } = useForm({
    resolver: workHoursResolver,
    values: { from: day.from, to: day.to },
    resetOptions: { keepDirtyValues: true },
  });
  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const fromTime = normalizeTime(from);
  const toTime = normalizeTime(to);
  const dirty = formState.isDirty && (fromTime !== day.from || toTime !== day.to);
  const busy = setHours.isPending || removeHours.isPending;

  // A lenient entry ("7.30") is shown as HH:MM once the field is left.
  const tidy = (field: 'from' | 'to') => {
    const value = normalizeTime(getValues(field));
    if (value) {
      setValue(field, value, { shouldDirty: true });
    }
  };

  const save = handleSubmit((hours) =>
    setHours.mutate(
      { id: day.day, ...hours },
      {
        onSuccess: () => {
          reset(hours);
          toast.success(`Pracovní doba uložena: ${day.label} ${hours.from}–${hours.to}`);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );

  const remove = () =>
    removeHours.mutate(day.day, {
      onSuccess: () => {
        reset();
        toast.success(`Pracovní doba odebrána: ${day.label}`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <StyledRow
      onSubmit={(event) => void save(event)}
      aria-label={day.label}
      aria-busy={busy}
      data-day={day.day}
    >
      <StyledDay id={`${id}-day`}>{day.label}</StyledDay>
      <StyledTime $area="from">
        <TextField
          label="Od"
          inline
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={5}
          aria-describedby={`${id}-day`}
          registration={register('from', { onBlur: () => tidy('from') })}
          error={formState.errors.from}
        />
      </StyledTime>
      <StyledTime $area="to">
        <TextField
          label="Do"
          inline
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={5}
          aria-describedby={`${id}-day`}
          registration={register('to', { onBlur: () => tidy('to') })}
          error={formState.errors.to}
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
    </StyledRow>
  );
}
