import { LOCALE, MONTHS } from '@taxi/contracts';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { ErrorState, Skeleton, VisuallyHidden } from '@/components/ui/feedback';
import { errorMessage } from '@/components/ui/error-message';
import { Table } from '@/components/ui/table';
import { formatKcPrecise } from '@/lib/format';
import { useElementWidth } from '@/lib/use-element-width';
import type { YearTotals } from '@/features/monthly/hooks/use-year-totals';
import { chartScale } from '@/features/monthly/utils/chart-scale';

const MONTH_ABBREVIATIONS = [
  'led',
  'úno',
  'bře',
  'dub',
  'kvě',
  'čvn',
  'čvc',
  'srp',
  'zář',
  'říj',
  'lis',
  'pro',
];
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

const HEIGHT = 260;
const MARGIN = { top: 20, right: 8, bottom: 28, left: 56 };
// Below this slot width the value labels would collide: only the selected month keeps its label
// (every value stays in the bar titles, the description and the table under the chart).
const MIN_SLOT_FOR_LABELS = 60;
// Narrower than this, the months are numbered instead of abbreviated.
const MIN_SLOT_FOR_NAMES = 30;

const StyledFigure = styled.figure`
  margin: 0;
  svg {
    display: block;
    overflow: visible;
  }
`;

const StyledCaption = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGrid = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
`;

const StyledZero = styled.line`
  stroke: ${({ theme }) => theme.colors.text};
  stroke-width: 1;
`;

const StyledAxisText = styled.text<{ $strong?: boolean }>`
  font-size: 11px;
  fill: ${({ theme, $strong }) => ($strong ? theme.colors.textStrong : theme.colors.textMuted)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.font.weight.bold : theme.font.weight.regular)};
  font-variant-numeric: tabular-nums;
  /* A halo keeps a value label readable where it crosses a neighbouring bar. */
  paint-order: stroke;
  stroke: ${({ theme }) => theme.colors.surface};
  stroke-width: 3px;
  stroke-linejoin: round;
`;

const StyledBar = styled.rect<{ $selected: boolean; $negative: boolean }>`
  fill: ${({ theme, $selected, $negative }) =>
    $selected ? theme.colors.brand : $negative ? theme.colors.danger : theme.colors.textMuted};
  stroke: ${({ theme, $selected }) => ($selected ? theme.colors.text : 'none')};
  stroke-width: 1.5;
`;

const StyledDetails = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  table {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  tr[aria-current] td,
  tr[aria-current] th {
    background: ${({ theme }) => theme.colors.brandSoft};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export type YearChartProps = { year: number; selectedMonth: number; totals: YearTotals };

/** Bars of the year's monthly totals (earnings + items), the selected month in brand yellow. */
export function YearChart({ year, selectedMonth, totals }: YearChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 560);
  const titleId = useId();
  const descId = useId();
  const selectedName = MONTHS[selectedMonth - 1] ?? '';

  let content;
  if (totals.error && totals.totals.every((total) => total === null)) {
    content = <ErrorState message={errorMessage(totals.error)} onRetry={totals.refetch} />;
  } else if (totals.isPending) {
    content = <Skeleton rows={8} label={`Načítám graf roku ${year}`} />;
  } else {
    const values = totals.totals.map((total) => total ?? 0);
    const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
    const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const scale = chartScale(values, plotHeight);
    const slot = plotWidth / MONTHS.length;
    const barWidth = Math.max(4, Math.min(40, slot * 0.64));
    const showLabels = slot >= MIN_SLOT_FOR_LABELS;
    const zeroY = MARGIN.top + scale.y(0);

    content = (
      <>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>Součty měsíců roku {year}</title>
          <desc id={descId}>
            {MONTHS.map((name, index) => `${name}: ${formatKcPrecise(values[index] ?? 0)}`).join('; ')}
          </desc>
          {scale.ticks.map((tick) => {
            const y = MARGIN.top + scale.y(tick);
            return (
              <g key={tick}>
                <StyledGrid x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y} y2={y} />
                <StyledAxisText x={MARGIN.left - 8} y={y} dy="0.32em" textAnchor="end">
                  {compact.format(tick)}
                </StyledAxisText>
              </g>
            );
          })}
          {values.map((value, index) => {
            const month = index + 1;
            const selected = month === selectedMonth;
            const bar = scale.bar(value);
            const x = MARGIN.left + slot * index + (slot - barWidth) / 2;
            const labelY = value >= 0 ? MARGIN.top + bar.y - 6 : MARGIN.top + bar.y + bar.height + 12;
            return (
              <g key={month} data-month={month} data-selected={selected ? '' : undefined}>
                <title>{`${MONTHS[index]} ${year}: ${formatKcPrecise(value)}`}</title>
                <StyledBar
                  x={x}
                  y={MARGIN.top + bar.y}
                  width={barWidth}
                  height={Math.max(bar.height, value === 0 ? 0 : 1)}
                  rx={2}
                  $selected={selected}
                  $negative={value < 0}
                />
                {(showLabels || selected) && (
                  <StyledAxisText x={x + barWidth / 2} y={labelY} textAnchor="middle" $strong={selected}>
                    {compact.format(value)}
                  </StyledAxisText>
                )}
                <StyledAxisText
                  x={MARGIN.left + slot * index + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  $strong={selected}
                >
                  {slot >= MIN_SLOT_FOR_NAMES ? MONTH_ABBREVIATIONS[index] : month}
                </StyledAxisText>
              </g>
            );
          })}
          <StyledZero x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={zeroY} y2={zeroY} />
        </svg>
        <StyledDetails>
          <summary>Hodnoty v tabulce</summary>
          <Table>
            <caption>
              <VisuallyHidden>Součty měsíců roku {year}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Měsíc</th>
                <th scope="col" data-numeric>
                  Celkem
                </th>
              </tr>
            </thead>
            <tbody>
              {MONTHS.map((name, index) => (
                <tr key={name} aria-current={index + 1 === selectedMonth ? 'true' : undefined}>
                  <th scope="row">{name}</th>
                  <td data-numeric>{formatKcPrecise(values[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </StyledDetails>
      </>
    );
  }

  return (
    <StyledFigure>
      <StyledCaption>
        Příjmy a položky za každý měsíc roku {year}; zvýrazněný měsíc: {selectedName.toLocaleLowerCase('cs')}.
      </StyledCaption>
      <div ref={ref}>{content}</div>
    </StyledFigure>
  );
}
