import { LOCALE, type OrderReport } from '@taxi/contracts';
import { HeatmapRect } from '@visx/heatmap';
import { scaleLinear } from '@visx/scale';
import { memo, useId, useMemo, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatKc } from '@/lib/format';
import { useElementWidth } from '@/lib/use-element-width';
import { type HeatMeasure, WEEKDAY_NAMES, WEEKDAY_SHORT } from '@/features/reports/utils/report-tables';
import { StyledChartSvg } from './report-controls';

const MARGIN = { top: 22, right: 4, bottom: 4, left: 28 };
const ROW_HEIGHT = 30;
const HEIGHT = MARGIN.top + 7 * ROW_HEIGHT + MARGIN.bottom;
const count = new Intl.NumberFormat(LOCALE);

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 0 });

const StyledValue = styled.text<{ $light: boolean }>`
  && {
    fill: ${({ theme, $light }) => ($light ? theme.colors.textOnDark : theme.colors.textStrong)};
    font-size: 10px;
    pointer-events: none;
  }
`;

type Column = { hour: number; bins: { weekday: number; value: number }[] };

/** Where the week is busiest: "pátek 21:00 (12 objednávek)". */
export function peakText(values: readonly number[], measure: HeatMeasure): string {
  let peak = -1;
  values.forEach((value, index) => {
    if (value > 0 && (peak < 0 || value > values[peak]!)) {
      peak = index;
    }
  });
  if (peak < 0) {
    return 'V období nejsou žádné objednávky.';
  }
  const day = WEEKDAY_NAMES[Math.floor(peak / 24)]?.toLocaleLowerCase('cs') ?? '';
  const value = values[peak]!;
  const amount = measure === 'orders' ? `${count.format(value)} obj.` : formatKc(value);
  return `Nejvíc: ${day} ${peak % 24}:00–${(peak % 24) + 1}:00 (${amount}).`;
}

export type HeatMapChartProps = { report: OrderReport; measure: HeatMeasure };

/**
 * The week as a grid — weekdays down, the hours of the Prague wall clock across — each cell as dark as
 * its orders (or revenue) in the period. The numbers are in the table under it.
 */
export const HeatMapChart = memo(function HeatMapChart({ report, measure }: HeatMapChartProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 720);
  const titleId = useId();
  const values = report.heat[measure];
  const plotWidth = Math.max(24 * 8, width - MARGIN.left - MARGIN.right);
  const binWidth = plotWidth / 24;
  const max = Math.max(0, ...values);
  const columns = useMemo<Column[]>(
    () =>
      Array.from({ length: 24 }, (_, hour) => ({
        hour,
        bins: WEEKDAY_SHORT.map((_, row) => ({ weekday: row + 1, value: values[row * 24 + hour] ?? 0 })),
      })),
    [values],
  );
  const top = Math.max(1, max);
  const color = scaleLinear<string>({
    domain: [0, top / 2, top],
    range: [theme.colors.brandSoft, theme.colors.brand, theme.colors.warning],
  });
  // Wide enough cells carry their number (the busiest ones in white on the dark end of the scale).
  const labelled = binWidth >= 30;
  const hourStep = binWidth < 22 ? 3 : binWidth < 34 ? 2 : 1;
  const label = measure === 'orders' ? 'Objednávky' : 'Tržby';

  return (
    <div ref={ref}>
      <StyledChartSvg
        width={MARGIN.left + plotWidth + MARGIN.right}
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        data-chart="heat-map"
      >
        <title id={titleId}>{`${label} podle dne v týdnu a hodiny. ${peakText(values, measure)}`}</title>
        {columns.map(({ hour }) =>
          hour % hourStep === 0 ? (
            <text key={hour} x={MARGIN.left + hour * binWidth + binWidth / 2} y={14} textAnchor="middle">
              {hour}
            </text>
          ) : null,
        )}
        {WEEKDAY_SHORT.map((day, row) => (
          <text
            key={day}
            x={MARGIN.left - 6}
            y={MARGIN.top + row * ROW_HEIGHT + ROW_HEIGHT / 2}
            dy="0.32em"
            textAnchor="end"
          >
            {day}
          </text>
        ))}
        <HeatmapRect<Column, Column['bins'][number]>
          data={columns}
          left={MARGIN.left}
          top={MARGIN.top}
          binWidth={binWidth}
          binHeight={ROW_HEIGHT}
          gap={2}
          xScale={(column) => column * binWidth}
          yScale={(row) => row * ROW_HEIGHT}
          bins={(column) => column.bins}
          count={(bin) => bin.value}
        >
          {(cells) =>
            cells.flat().map((cell) => {
              const value = cell.bin.value;
              return (
                <g key={`${cell.row}-${cell.column}`}>
                  <rect
                    x={MARGIN.left + cell.x}
                    y={MARGIN.top + cell.y}
                    width={cell.width}
                    height={cell.height}
                    rx={2}
                    fill={value === 0 ? theme.colors.surfaceMuted : color(value)}
                    stroke={value === max && max > 0 ? theme.colors.text : 'none'}
                  >
                    <title>
                      {`${WEEKDAY_NAMES[cell.row] ?? ''} ${cell.column}:00: ${
                        measure === 'orders' ? count.format(value) : formatKc(value)
                      }`}
                    </title>
                  </rect>
                  {labelled && value > 0 && (
                    <StyledValue
                      x={MARGIN.left + cell.x + cell.width / 2}
                      y={MARGIN.top + cell.y + cell.height / 2}
                      dy="0.32em"
                      textAnchor="middle"
                      $light={value > (top * 3) / 4}
                      aria-hidden
                    >
                      {measure === 'orders' ? count.format(value) : compact.format(value)}
                    </StyledValue>
                  )}
                </g>
              );
            })
          }
        </HeatmapRect>
      </StyledChartSvg>
    </div>
  );
});
