import { type MonthRequest, MONTHS } from '@taxi/contracts';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { VisuallyHidden } from '@/components/ui/feedback';
import { Table, TableScroll } from '@/components/ui/table';
import { useRowActions } from '@/components/ui/use-row-actions';
import { useMonthlyTableData } from '@/features/monthly/hooks/use-monthly-table-data';
import { useNewMonthlyItem } from '@/features/monthly/hooks/use-new-monthly-item';
import { monthTotal } from '@/features/monthly/utils/monthly-math';
import { AmountCell } from './amount-cell';
import { MonthlyItemRow } from './monthly-item-row';
import { NewMonthlyItemRow } from './new-monthly-item-row';

const StyledTable = styled(Table)`
  td:last-child,
  th:last-child {
    width: 1%;
    white-space: nowrap;
  }
  td[data-numeric] {
    white-space: nowrap;
  }
  tr[aria-busy='true'] td {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  td[data-negative] {
    color: ${({ theme }) => theme.colors.danger};
  }
  tr[data-earnings] td {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tr[data-entry] td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    vertical-align: top;
  }
  tr[data-entry] input {
    min-width: 6rem;
  }
  tr[data-entry] td[data-numeric] input {
    text-align: right;
    min-width: 5rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    }
    th:first-child,
    td:first-child {
      padding-left: ${({ theme }) => theme.space.sm};
    }
  }
  tfoot td,
  tfoot th {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.brandSoft};
    border-top: 2px solid ${({ theme }) => theme.colors.brand};
    border-bottom: none;
  }
`;

/** Příjmy, the extra items with a minus button each, an entry row with a plus button, and Celkem. */
export function MonthlyTable({ period }: { period: MonthRequest }) {
  const result = useMonthlyTableData(period);
  const rowActions = useRowActions();
  const entry = useNewMonthlyItem(period);
  const monthLabel = `${MONTHS[period.month - 1] ?? period.month} ${period.year}`;

  return (
    <AsyncContent result={result} skeletonRows={6} loadingLabel={`Načítám tabulku: ${monthLabel}`}>
      {(data) => (
        <>
          <form
            id={entry.formId}
            onSubmit={(event) => void entry.submit(event)}
            noValidate
            aria-label="Nová položka"
          />
          <TableScroll>
            <StyledTable>
              <caption>
                <VisuallyHidden>Měsíční tabulka {monthLabel}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Název</th>
                  <th scope="col" data-numeric>
                    Částka (Kč)
                  </th>
                  <th scope="col">
                    <VisuallyHidden>Akce</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr data-earnings>
                  <th scope="row">Příjmy</th>
                  <AmountCell value={data.earnings} />
                  <td />
                </tr>
                {data.items.map((item) => (
                  <MonthlyItemRow key={item.id} item={item} period={period} rowActions={rowActions} />
                ))}
                <NewMonthlyItemRow entry={entry} />
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Celkem</th>
                  <AmountCell value={monthTotal(data.earnings, data.items)} />
                  <td />
                </tr>
              </tfoot>
            </StyledTable>
          </TableScroll>
        </>
      )}
    </AsyncContent>
  );
}
