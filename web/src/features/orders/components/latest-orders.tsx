import { DASHBOARD_LATEST_ORDERS, type OrderEntry } from '@taxi/contracts';
import { ArrowRight, ListOrdered } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, VisuallyHidden } from '@/components/ui/feedback';
import { Table, TableScroll } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime, formatKc } from '@/lib/format';
import { useOrders } from '@/lib/queries/get-orders';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';
import { orderDetailPath } from '@/lib/order-detail-path';
import { useWebOrderRecords } from '@/features/orders/api/get-web-orders';
import { latestOrders, toOrderRow } from '@/features/orders/utils/order-rows';
import { OrderStatusBadge } from './order-status-badge';
import { PlaceCell } from './place-cell';
import { WebOrderBadge } from './web-order-badge';

const StyledTitle = styled(CardTitle)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// Positioned so the visually hidden caption stays inside the scroll box (no page overflow).
const StyledTable = styled(Table)`
  position: relative;
  td {
    white-space: nowrap;
  }
  td[data-place] {
    max-width: 220px;
    white-space: normal;
  }
`;

const StyledMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textStrong};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.brand};
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
  &:hover {
    text-decoration-color: ${({ theme }) => theme.colors.textStrong};
  }
`;

// The order number people say, leading to the order's detail: a line of its own under the date, so
// the table keeps the status column in view beside the open drawer at 1280 px.
const StyledNumber = styled(Link)`
  display: block;
  width: fit-content;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration-color: ${({ theme }) => theme.colors.brand};
  text-decoration-thickness: 2px;
`;

/** The dashboard's newest orders (first 8, newest first) and the way to the full list. */
export function LatestOrders() {
  const orders = useOrders(useFallbackPoll());
  const more = (
    <StyledMore to={paths.admin.orders}>
      Zobrazit více objednávek
      <ArrowRight size={16} aria-hidden />
    </StyledMore>
  );
  return (
    <Card aria-labelledby="latest-orders-title">
      <CardHeader>
        <StyledTitle id="latest-orders-title">
          <ListOrdered size={20} aria-hidden />
          Poslední objednávky
        </StyledTitle>
        {more}
      </CardHeader>
      <AsyncContent result={orders} skeletonRows={DASHBOARD_LATEST_ORDERS} loadingLabel="Načítám objednávky">
        {(entries) => <LatestOrdersTable entries={entries} />}
      </AsyncContent>
    </Card>
  );
}

function LatestOrdersTable({ entries }: { entries: readonly OrderEntry[] }) {
  const rows = useMemo(() => latestOrders(entries, DASHBOARD_LATEST_ORDERS).map(toOrderRow), [entries]);
  const webOrders = useWebOrderRecords();
  if (rows.length === 0) {
    return (
      <EmptyState icon={<ListOrdered size={32} aria-hidden />} title="Zatím tu nejsou žádné objednávky" />
    );
  }
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Poslední objednávky – tabulka">
      <StyledTable data-testid="latest-orders">
        <caption>
          <VisuallyHidden>Posledních {DASHBOARD_LATEST_ORDERS} objednávek</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Zákazník</th>
            <th scope="col">Odkud</th>
            <th scope="col">Kam</th>
            <th scope="col" data-numeric>
              Cena
            </th>
            <th scope="col">Řidič</th>
            <th scope="col">Stav</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const web = webOrders.get(row.orderId);
            return (
              <tr key={row.id} data-order-id={row.id}>
                <td>
                  {formatDateTime(row.createdAt)}
                  <StyledNumber
                    to={orderDetailPath(row.orderId)}
                    aria-label={`Objednávka č. ${row.orderId}, podrobnosti`}
                  >
                    č. {row.orderId}
                  </StyledNumber>
                </td>
                <td>
                  {row.customer}
                  {web && (
                    <>
                      <br />
                      <WebOrderBadge record={web} />
                    </>
                  )}
                </td>
                <td data-place>
                  <PlaceCell name={row.from} />
                </td>
                <td data-place>
                  <PlaceCell name={row.to} />
                </td>
                <td data-numeric>{formatKc(row.price)}</td>
                <td>{row.driver}</td>
                <td>
                  <OrderStatusBadge status={row.status} label={row.statusLabel} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}
