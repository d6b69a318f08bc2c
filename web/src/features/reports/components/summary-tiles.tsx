import { averagePrice, type FactsReport, LOCALE, type OrderReport } from '@taxi/contracts';
import styled from 'styled-components';
import { formatKc, formatKm } from '@/lib/format';

const count = new Intl.NumberFormat(LOCALE);

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textStrong};
    font-variant-numeric: tabular-nums;
  }
`;

/** The period at a glance: orders, what became of them, revenue, km and the average ride. */
export function SummaryTiles({ report, facts }: { report: OrderReport; facts: FactsReport | null }) {
  const average = averagePrice(report.totals);
  const tiles: [string, string][] = [
    ['Objednávky', count.format(report.totals.orders)],
    ['Hotové jízdy', count.format(report.totals.done)],
    ['Odmítnuté', count.format(report.totals.declined + (facts?.declined.total ?? 0))],
    ['Smazané a přeobsazené', facts ? count.format(facts.deleted.total + facts.redispatched.total) : '—'],
    ['Rozpracované', count.format(report.totals.open)],
    ['Tržby', formatKc(report.totals.revenue)],
    ['Najeto', formatKm(report.totals.km)],
    ['Průměrná jízda', average === null ? '—' : formatKc(average)],
  ];
  return (
    <StyledTiles aria-label="Souhrn období">
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledTiles>
  );
}
