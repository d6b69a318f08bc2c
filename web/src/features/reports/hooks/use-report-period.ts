import { type PeriodPreset, presetDays, type RangeResult, reportRange } from '@taxi/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The period in the address (`?obdobi=tyden`, `?obdobi=vlastni&od=2026-11-01&do=2026-11-29`): a link shows the same figures. */
const PRESET_PARAM: Record<PeriodPreset, string> = {
  today: 'dnes',
  week: 'tyden',
  month: 'mesic',
  custom: 'vlastni',
};

function presetOf(value: string | null): PeriodPreset {
  const found = (Object.keys(PRESET_PARAM) as PeriodPreset[]).find(
    (preset) => PRESET_PARAM[preset] === value,
  );
  return found ?? 'week';
}

export type ReportPeriod = {
  preset: PeriodPreset;
  from: string;
  to: string;
  result: RangeResult;
  choosePreset: (preset: PeriodPreset) => void;
  chooseDays: (from: string, to: string) => void;
};

/** The chosen period (this week unless the address says otherwise), in Prague days. */
export function useReportPeriod(nowMs: number): ReportPeriod {
  const [params, setParams] = useSearchParams();
  const preset = presetOf(params.get('obdobi'));
  const month = presetDays('month', nowMs);
  const days =
    preset === 'custom'
      ? { from: params.get('od') ?? month.from, to: params.get('do') ?? month.to }
      : presetDays(preset, nowMs);
  const result = useMemo(() => reportRange(days.from, days.to), [days.from, days.to]);

  const choosePreset = useCallback(
    (next: PeriodPreset) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('obdobi', PRESET_PARAM[next]);
          if (next === 'custom') {
            updated.set('od', days.from);
            updated.set('do', days.to);
          } else {
            updated.delete('od');
            updated.delete('do');
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams, days.from, days.to],
  );

  const chooseDays = useCallback(
    (from: string, to: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('obdobi', PRESET_PARAM.custom);
          updated.set('od', from);
          updated.set('do', to);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { preset, from: days.from, to: days.to, result, choosePreset, chooseDays };
}
