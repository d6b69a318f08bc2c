import { LOCALE, type OrderReport, type ReportDay } from '@taxi/contracts';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { memo, useId, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatKc } from '@/lib/format';
import { useElementWidth } from '@/lib/use-element-width';
import { StyledChartSvg } from './report-controls';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 52, bottom: 26, left: 36 };
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat(LOCALE);

const StyledLegend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: ${({ theme }) => theme.space.xs};
    vertical-align: -1px;
    border-radius: 2px;
  }
  span:first-child::before {
    background: ${({ theme }) => theme.colors.brand};
  }
  span:last-child::before {
    height: 3px;
    vertical-align: 3px;
    background: ${({ theme }) => theme.colors.textStrong};
  }
`;

export type DailyChartProps = { report: OrderReport; days: readonly ReportDay[] };

/** Orders a day as bars (left axis), revenue a day as a line (right axis), over the period's Prague days. */
export const DailyChart = memo(function DailyChart({ report, days }: DailyChartProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 720);
  const titleId = useId();
  const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const keys = report.days.map((day) => day.key);
  const x = scaleBand<string>({
    domain: keys,
    range: [0, plotWidth],
    paddingInner: keys.length > 60 ? 0.1 : 0.25,
  });
  const orders = scaleLinear<number>({
    domain: [0, Math.max(1, ...report.days.map((day) => day.orders))],
    range: [plotHeight, 0],
    nice: true,
  });
  const revenue = scaleLinear<number>({
    domain: [0, Math.max(1, ...report.days.map((day) => day.revenue))],
    range: [plotHeight, 0],
    nice: true,
  });
  const titled = x.bandwidth() >= 6;
  const labelEvery = Math.max(1, Math.ceil(keys.length / Math.max(1, Math.floor(plotWidth / 44))));
  const total = `${count.format(report.totals.orders)} objednávek, ${formatKc(report.totals.revenue)} tržeb`;

  return (
    <div ref={ref}>
      <StyledLegend aria-hidden>
        <span>Objednávky (vlevo)</span>
        <span>Tržby v Kč (vpravo)</span>
      </StyledLegend>
      <StyledChartSvg
        width={MARGIN.left + plotWidth + MARGIN.right}
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        data-chart="daily"
      >
        <title id={titleId}>{`Objednávky a tržby po dnech: ${days.length} dní, celkem ${total}.`}</title>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {orders.ticks(4).map((tick) => (
            <g key={`o${tick}`}>
              <line x1={0} x2={plotWidth} y1={orders(tick)} y2={orders(tick)} stroke={theme.colors.border} />
              <text x={-6} y={orders(tick)} dy="0.32em" textAnchor="end">
                {compact.format(tick)}
              </text>
            </g>
          ))}
          {revenue.ticks(4).map((tick) => (
            <text key={`r${tick}`} x={plotWidth + 6} y={revenue(tick)} dy="0.32em">
              {compact.format(tick)}
            </text>
          ))}
          {report.days.map((day) => {
            const top = orders(day.orders);
            return (
              <Bar
                key={day.key}
                x={x(day.key) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={plotHeight - top}
                fill={theme.colors.brand}
                rx={1}
              >
                {/* A tooltip a bar while they are wide enough to point at; the table has every day. */}
                {titled && (
                  <title>{`${day.key}: ${count.format(day.orders)} objednávek, ${formatKc(day.revenue)}`}</title>
                )}
              </Bar>
            );
          })}
          {report.days.map((day, index) =>
            index % labelEvery === 0 ? (
              <text
                key={day.key}
                x={(x(day.key) ?? 0) + x.bandwidth() / 2}
                y={plotHeight + 16}
                textAnchor="middle"
              >
                {`${Number(day.key.slice(8))}. ${Number(day.key.slice(5, 7))}.`}
              </text>
            ) : null,
          )}
          <LinePath
            data={report.days}
            x={(day) => (x(day.key) ?? 0) + x.bandwidth() / 2}
            y={(day) => revenue(day.revenue)}
            stroke={theme.colors.textStrong}
            strokeWidth={2}
          />
          <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={theme.colors.text} />
        </g>
      </StyledChartSvg>
    </div>
  );
});
