import { ORDER_DELETE_PROMPT, ORDERS_TABLE_SCROLL_HEIGHT_PX } from '@taxi/contracts';
import { ListOrdered, SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardTitle, Stack } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountBadge } from '@/components/ui/count-badge';
import { errorMessage } from '@/components/ui/error-message';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { theme } from '@/theme/theme';
import type { OrderPrefill } from '@/lib/order-prefill';
import { useDeleteOrder } from '@/features/orders/api/delete-order';
import { useWebOrderRecords } from '@/features/orders/api/get-web-orders';
import { useOrders } from '@/lib/queries/get-orders';
import { useFallbackPoll } from '@/lib/realtime/use-fallback-poll';
import { useOrderFilter } from '@/features/orders/hooks/use-order-filter';
import { downloadText } from '@/lib/export/download';
import { orderDetailPath, parseOrderNumber } from '@/lib/order-detail-path';
import {
  filterOrderRows,
  isFilterActive,
  monthOptions,
  ordersCountLabel,
  summarizeOrders,
} from '@/features/orders/utils/order-filter';
import { NO_VALUE, type OrderRow, toOrderRows } from '@/features/orders/utils/order-rows';
import { csvFileName, ordersToCsv } from '@/features/orders/utils/orders-csv';
import { OrderDetailPanel } from './order-detail-panel';
import { OrdersFilters } from './orders-filters';
import { OrdersSummary } from './orders-summary';
import { OrdersTable } from './orders-table';

// The decline dialog's code (and its form library) arrives when a dispatcher first declines a web order.
const DeclineWebOrderDialog = lazy(() => import('./decline-web-order-dialog'));

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space.lg};
`;

// A wide screen shows the detail beside the table, not over it: the table keeps what identifies a ride.
const DETAIL_BESIDE_TABLE = `(min-width: ${theme.breakpoint.xl})`;
const DETAIL_WIDTH_PX = 380;

const StyledListArea = styled.div<{ $withDetail: boolean; $openNumber: number | null }>`
  display: grid;
  grid-template-columns: ${({ $withDetail }) =>
    $withDetail ? `minmax(0, 1fr) ${DETAIL_WIDTH_PX}px` : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  & > dialog {
    align-self: stretch;
    max-height: ${ORDERS_TABLE_SCROLL_HEIGHT_PX}px;
  }
  /* The row whose detail is open, so the eye finds its way back. */
  tbody tr[data-order-number='${({ $openNumber }) => $openNumber ?? ''}'] td {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const StyledTitle = styled(CardTitle)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The orders screen's board: filters (day, month, status, text, pre-orders only), the virtualised table, the
 * totals of what is shown, delete with the spec's confirmation and the CSV export.
 */
export function OrdersBoard() {
  const orders = useOrders(useFallbackPoll());
  const toast = useToast();
  const deleteOrder = useDeleteOrder();
  const [filter, updateFilter, clearFilter] = useOrderFilter();
  const [pending, setPending] = useState<OrderRow | null>(null);
  const [declining, setDeclining] = useState<number | null>(null);
  const webOrders = useWebOrderRecords();
  const navigate = useNavigate();
  const location = useLocation();
  const openNumber = parseOrderNumber(useParams()['*']);
  const detailBeside = useMediaQuery(DETAIL_BESIDE_TABLE);

  // Prague day/month keys and display texts are prepared once per load, not per filter change.
  const rows = useMemo(() => (orders.data ? toOrderRows(orders.data) : undefined), [orders.data]);
  const months = useMemo(() => (rows ? monthOptions(rows) : []), [rows]);
  const query = useDeferredValue(filter.query);
  const shown = useMemo(
    () => (rows ? filterOrderRows(rows, { ...filter, query }) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the typed query is deferred on purpose
    [rows, filter.day, filter.month, filter.status, filter.preorders, query],
  );
  const summary = useMemo(() => summarizeOrders(shown), [shown]);
  const openRow =
    openNumber === null || rows === undefined
      ? undefined
      : (rows.find((row) => row.orderId === openNumber) ?? null);

  const askToDelete = useCallback((row: OrderRow) => setPending(row), []);
  // The detail has its own address (`/admin/orders/1216`), so it survives a reload; the filter stays.
  const search = location.search;
  const openDetail = useCallback(
    (row: OrderRow) => void navigate(`${orderDetailPath(row.orderId)}${search}`),
    [navigate, search],
  );
  const closeDetail = () => void navigate(`${paths.admin.orders}${search}`);
  // Once the panel has closed (its effect runs first), focus goes back to the row it was opened
  // from, even when the click landed on a cell rather than on the row's link.
  const lastOpen = useRef<number | null>(null);
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openNumber;
    if (openNumber === null && closed !== null) {
      document.querySelector<HTMLElement>(`tr[data-order-number="${closed}"] a`)?.focus();
    }
  }, [openNumber]);
  const copyAddresses = (row: OrderRow) => {
    const text = `Odkud: ${row.from}\nKam: ${row.to}`;
    navigator.clipboard.writeText(text).then(
      () => toast.success('Adresy zkopírovány'),
      () => toast.error('Adresy se nepodařilo zkopírovat'),
    );
  };
  const newOrderFor = (row: OrderRow) => {
    const prefill: OrderPrefill = {
      name: row.customer === NO_VALUE ? '' : row.customer,
      phone: row.phone,
      pickup: row.fromPlace,
    };
    void navigate(paths.admin.createOrder, { state: { prefill } });
  };
  const confirmDelete = () => {
    const row = pending;
    setPending(null);
    if (!row) {
      return;
    }
    deleteOrder.mutate(
      { id: row.id, id_order: row.orderId },
      {
        onSuccess: () => {
          toast.success(`Objednávka č. ${row.orderId} byla smazána.`);
          if (openNumber === row.orderId) {
            void navigate(`${paths.admin.orders}${search}`);
          }
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const exportCsv = () => {
    downloadText(ordersToCsv(shown), csvFileName(filter));
    toast.success(`Export CSV: ${ordersCountLabel(shown.length)}`);
  };

  const filtered = isFilterActive(filter);
  const detail = (
    <OrderDetailPanel
      orderNumber={openNumber}
      row={openRow}
      onClose={closeDetail}
      onDelete={askToDelete}
      onCopyAddresses={copyAddresses}
      onNewOrder={newOrderFor}
      web={openNumber === null ? undefined : webOrders.get(openNumber)}
      onDecline={(row) => setDeclining(row.orderId)}
      modal={!detailBeside}
    />
  );

  return (
    <StyledCard aria-labelledby="orders-title">
      <Stack $gap="lg">
        <StyledTitle id="orders-title">
          <ListOrdered size={20} aria-hidden />
          Všechny objednávky {rows && <CountBadge count={rows.length} />}
        </StyledTitle>
        <OrdersFilters
          filter={filter}
          months={months}
          onChange={updateFilter}
          onClear={clearFilter}
          onExport={exportCsv}
          canExport={shown.length > 0}
        />
        <StyledListArea $withDetail={detailBeside && openNumber !== null} $openNumber={openNumber}>
          {rows === undefined ? (
            orders.isError ? (
              <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
            ) : (
              <Skeleton rows={10} label="Načítám objednávky" />
            )
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<ListOrdered size={32} aria-hidden />}
              title="Zatím tu nejsou žádné objednávky"
            />
          ) : shown.length === 0 ? (
            <EmptyState icon={<SearchX size={32} aria-hidden />} title="Žádné objednávky neodpovídají filtru">
              <Button variant="secondary" size="sm" onClick={clearFilter}>
                Zrušit filtry
              </Button>
            </EmptyState>
          ) : (
            <OrdersTable
              rows={shown}
              onDelete={askToDelete}
              onOpen={openDetail}
              compact={detailBeside && openNumber !== null}
              webOrders={webOrders}
            />
          )}
          {detailBeside && detail}
        </StyledListArea>
        {rows && <OrdersSummary summary={summary} filtered={filtered} />}
      </Stack>
      {!detailBeside && detail}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Smazat objednávku č. ${pending.orderId}` : 'Smazat objednávku'}
        question={ORDER_DELETE_PROMPT}
        confirmLabel="Smazat"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
      {declining !== null && (
        <Suspense fallback={null}>
          <DeclineWebOrderDialog
            orderNumber={declining}
            onClose={() => setDeclining(null)}
            onDeclined={() => {
              setDeclining(null);
              if (openNumber === declining) {
                closeDetail();
              }
            }}
          />
        </Suspense>
      )}
    </StyledCard>
  );
}
