import { PERIOD_PRESET_LABELS, PERIOD_PRESETS, type PeriodPreset } from '@taxi/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import type { ReportPeriod } from '@/features/reports/hooks/use-report-period';
import { StyledFields } from './report-controls';

const StyledPresets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledPreset = styled.button<{ $active: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.medium)};
  cursor: pointer;
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Dnes / Tento týden / Tento měsíc / Vlastní období, and for the last the first and last day. */
export function PeriodPicker({ period }: { period: ReportPeriod }) {
  const errorId = useId();
  const invalid = !period.result.ok;
  return (
    <div>
      <StyledPresets role="group" aria-label="Období">
        {PERIOD_PRESETS.map((preset: PeriodPreset) => (
          <StyledPreset
            key={preset}
            type="button"
            $active={period.preset === preset}
            aria-pressed={period.preset === preset}
            onClick={() => period.choosePreset(preset)}
          >
            {PERIOD_PRESET_LABELS[preset]}
          </StyledPreset>
        ))}
      </StyledPresets>
      {period.preset === 'custom' && (
        <StyledFields>
          <label>
            Od
            <input
              type="date"
              value={period.from}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => period.chooseDays(event.target.value, period.to)}
            />
          </label>
          <label>
            Do
            <input
              type="date"
              value={period.to}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => period.chooseDays(period.from, event.target.value)}
            />
          </label>
        </StyledFields>
      )}
      {!period.result.ok && (
        <StyledError id={errorId} role="alert">
          {period.result.message}
        </StyledError>
      )}
    </div>
  );
}
