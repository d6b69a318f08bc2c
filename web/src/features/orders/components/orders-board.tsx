import { ORDER_DELETE_PROMPT } from '@taxi/contracts';
import { ListOrdered, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle, Stack } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CountBadge } from '../../../components/ui/count-badge';
import { errorMessage } from '../../../components/ui/error-message';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { useToast } from '../../../components/ui/toast';
import { useDeleteOrder } from '../api/delete-order';
import { useOrders } from '../api/get-orders';
import { useOrderFilter } from '../hooks/use-order-filter';
import { downloadText } from '../utils/download-text';
import {
  filterOrderRows,
  isFilterActive,
  monthOptions,
  ordersCountLabel,
  summarizeOrders,
} from '../utils/order-filter';
import { type OrderRow, toOrderRows } from '../utils/order-rows';
import { csvFileName, ordersToCsv } from '../utils/orders-csv';
import { OrdersFilters } from './orders-filters';
import { OrdersSummary } from './orders-summary';
import { OrdersTable } from './orders-table';

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled(CardTitle)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The orders screen's board: filters (day, month, status, text), the virtualised table, the
 * totals of what is shown, delete with the spec's confirmation and the CSV export.
 */
export function OrdersBoard() {
  const orders = useOrders();
  const toast = useToast();
  const deleteOrder = useDeleteOrder();
  const [filter, updateFilter, clearFilter] = useOrderFilter();
  const [pending, setPending] = useState<OrderRow | null>(null);

  // Prague day/month keys and display texts are prepared once per load, not per filter change.
  const rows = useMemo(() => (orders.data ? toOrderRows(orders.data) : undefined), [orders.data]);
  const months = useMemo(() => (rows ? monthOptions(rows) : []), [rows]);
  const query = useDeferredValue(filter.query);
  const shown = useMemo(
    () => (rows ? filterOrderRows(rows, { ...filter, query }) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the typed query is deferred on purpose
    [rows, filter.day, filter.month, filter.status, query],
  );
  const summary = useMemo(() => summarizeOrders(shown), [shown]);

  const askToDelete = useCallback((row: OrderRow) => setPending(row), []);
  const confirmDelete = () => {
    const row = pending;
    setPending(null);
    if (!row) {
      return;
    }
    deleteOrder.mutate(
      { id: row.id, id_order: row.orderId },
      {
        onSuccess: () => toast.success(`Objednávka č. ${row.orderId} byla smazána.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const exportCsv = () => {
    downloadText(ordersToCsv(shown), csvFileName(filter));
    toast.success(`Export CSV: ${ordersCountLabel(shown.length)}`);
  };

  const filtered = isFilterActive(filter);

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
        {rows === undefined ? (
          orders.isError ? (
            <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
          ) : (
            <Skeleton rows={10} label="Načítám objednávky" />
          )
        ) : rows.length === 0 ? (
          <EmptyState icon={<ListOrdered size={32} aria-hidden />} title="Zatím tu nejsou žádné objednávky" />
        ) : shown.length === 0 ? (
          <EmptyState icon={<SearchX size={32} aria-hidden />} title="Žádné objednávky neodpovídají filtru">
            <Button variant="secondary" size="sm" onClick={clearFilter}>
              Zrušit filtry
            </Button>
          </EmptyState>
        ) : (
          <OrdersTable rows={shown} onDelete={askToDelete} />
        )}
        {rows && <OrdersSummary summary={summary} filtered={filtered} />}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Smazat objednávku č. ${pending.orderId}` : 'Smazat objednávku'}
        question={ORDER_DELETE_PROMPT}
        confirmLabel="Smazat"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </StyledCard>
  );
}
