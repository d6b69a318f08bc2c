import { ORDERS_TABLE_SCROLL_HEIGHT_PX, type WebOrderRecord } from '@taxi/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/feedback';
import { Table, TableScroll } from '@/components/ui/table';
import type { OrderRow } from '@/features/orders/utils/order-rows';
import { CompactOrderTableRow, OrderTableRow } from './order-table-row';

/** Every row is two lines high, so the virtualiser knows each row's place without measuring. */
export const ORDER_ROW_HEIGHT_PX = 56;
const OVERSCAN_ROWS = 6;

// Fixed column widths: only the rows in view exist, so automatic widths would jump while scrolling.
// Odkud and Kam take all the width left over, so wide screens show more of each address.
const COLUMNS = [
  { label: 'Datum', width: '112px' },
  { label: 'Zákazník', width: '124px' },
  { label: 'Telefon', width: '112px' },
  { label: 'Odkud' },
  { label: 'Kam' },
  { label: 'Jízda', width: '72px', numeric: true },
  { label: 'Cena', width: '76px', numeric: true },
  { label: 'Řidič', width: '88px' },
  { label: 'Stav', width: '104px' },
  { label: 'Akce', width: '40px', hidden: true },
] as const;

// Beside the open detail (which shows everything else): what tells rides apart, addresses on two lines.
const COMPACT_COLUMNS = [
  { label: 'Datum', width: '112px' },
  { label: 'Odkud' },
  { label: 'Kam' },
  // Room for the status and a web order's "Web · DE" side by side.
  { label: 'Stav · Řidič', width: '136px' },
] as const;

// Positioned so the visually hidden caption stays inside the scroll box (no page overflow).
const StyledTable = styled(Table)`
  position: relative;
  table-layout: fixed;
  min-width: 960px;
  &[data-compact] {
    min-width: 0;
  }
  th,
  td {
    padding-left: ${({ theme }) => theme.space.sm};
    padding-right: ${({ theme }) => theme.space.sm};
  }
  tbody tr:not([data-spacer]) {
    cursor: pointer;
  }
  .number {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.brand};
    text-underline-offset: 2px;
  }
  tbody td {
    height: ${ORDER_ROW_HEIGHT_PX}px;
    padding-top: 0;
    padding-bottom: 0;
    line-height: 20px;
    overflow: hidden;
  }
  tbody tr[data-spacer] td {
    padding: 0;
    border: none;
  }
  .line,
  .muted {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .wrap {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .badge {
    display: inline-flex;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.colors.rowMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  .badge[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
  .badge[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
  .badge[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  }
  .badge[data-tone='info'] {
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
  }
  .badge[data-tone='brand'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.text};
  }
  .badge[data-tone='web'] {
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  .delete {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.dangerSoft};
      color: ${({ theme }) => theme.colors.danger};
    }
  }
`;

export type OrdersTableProps = {
  rows: readonly OrderRow[];
  onDelete: (row: OrderRow) => void;
  /** Opens the order's detail (a click anywhere on the row; the number is a link for the keyboard). */
  onOpen: (row: OrderRow) => void;
  /** Fewer, wider columns, for a table beside the order's detail. */
  compact?: boolean;
  /** The open web orders by order number: their rows are marked "Web". */
  webOrders?: ReadonlyMap<number, WebOrderRecord>;
};

/** The orders table: 600 px high, rows rendered only while in view (smooth with 10,000 orders). */
export function OrdersTable({ rows, onDelete, onOpen, compact = false, webOrders }: OrdersTableProps) {
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  const Row = compact ? CompactOrderTableRow : OrderTableRow;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ORDER_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));

  return (
    <TableScroll
      ref={scrollRef}
      $maxHeight={`${ORDERS_TABLE_SCROLL_HEIGHT_PX}px`}
      tabIndex={0}
      role="region"
      aria-label="Seznam objednávek"
      data-testid="orders-scroll"
    >
      <StyledTable aria-rowcount={rows.length + 1} data-compact={compact || undefined}>
        <caption>
          <VisuallyHidden>Objednávky</VisuallyHidden>
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} style={'width' in column ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-numeric={'numeric' in column ? true : undefined}>
                {'hidden' in column ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr data-spacer aria-hidden="true">
              <td colSpan={columns.length} style={{ height: paddingTop }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <Row
                key={row.id}
                row={row}
                index={item.index}
                onDelete={onDelete}
                onOpen={onOpen}
                web={webOrders?.get(row.orderId)}
              />
            ) : null;
          })}
          {paddingBottom > 0 && (
            <tr data-spacer aria-hidden="true">
              <td colSpan={columns.length} style={{ height: paddingBottom }} />
            </tr>
          )}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}
