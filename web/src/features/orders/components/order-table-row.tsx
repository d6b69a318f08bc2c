import { pragueParts, TIME_ZONE, type WebOrderRecord } from '@taxi/contracts';
import { Trash2 } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatPhone } from '@/components/people-table/format-phone';
import { PhoneLink } from '@/components/ui/phone-link';
import { formatDate, formatDateTime, formatDayMonthTime, formatKc } from '@/lib/format';
import { orderDetailPath } from '@/lib/order-detail-path';
import { NO_VALUE, type OrderRow, splitPlace } from '@/features/orders/utils/order-rows';
import { statusTone } from '@/features/orders/utils/status-tone';
import { webBadgeText } from '@/features/orders/utils/web-order-labels';

const decimal = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
const clock = new Intl.DateTimeFormat('cs-CZ', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

export type OrderTableRowProps = {
  row: OrderRow;
  /** Position in the filtered list (for `aria-rowindex`). */
  index: number;
  onDelete: (row: OrderRow) => void;
  onOpen: (row: OrderRow) => void;
  /** Set when the order came from the public site (and is still open). */
  web?: WebOrderRecord | undefined;
};

const thisYear = pragueParts(new Date()).year;
const dayMonth = new Intl.DateTimeFormat('cs-CZ', { timeZone: TIME_ZONE, day: 'numeric', month: 'numeric' });

// "25. 11." this year, "25. 11. 2025" before: the column stays narrow for the addresses.
function shortDate(ms: number): string {
  return pragueParts(new Date(ms)).year === thisYear
    ? dayMonth.format(ms)
    : formatDate(new Date(ms).toISOString());
}

// 1 osoba, 2–4 osoby, 5+ osob.
function peopleLabel(count: number): string {
  return count === 1 ? '1 osoba' : count >= 2 && count <= 4 ? `${count} osoby` : `${count} osob`;
}

// The column is narrow: a Czech number without its +420 (the whole one is on hover and in the detail).
function shortPhone(phone: string): string {
  return formatPhone(phone).replace(/^\+420 /, '');
}

/** A place: street, then town below (or, `wrap`, both flowing over two lines for a narrow column). */
function Place({ name, wrap = false }: { name: string; wrap?: boolean }) {
  if (name === NO_VALUE) {
    return <span className="line">{NO_VALUE}</span>;
  }
  const { street, town } = splitPlace(name);
  if (wrap) {
    return (
      <span className="wrap" title={name}>
        {town ? `${street}, ${town}` : street}
      </span>
    );
  }
  return (
    <span title={name}>
      <span className="line">{street}</span>
      {town && <span className="muted">{town}</span>}
    </span>
  );
}

/** Day, time and the order number, which is the keyboard's way into the detail. */
function WhenCell({ row, onOpen }: { row: OrderRow; onOpen: (row: OrderRow) => void }) {
  return (
    <td>
      <span className="line" title={formatDateTime(row.createdAt)}>
        {shortDate(row.createdAtMs)}
      </span>
      <span className="muted">
        {clock.format(row.createdAtMs)} ·{' '}
        <Link
          className="number"
          to={orderDetailPath(row.orderId)}
          aria-label={`Objednávka č. ${row.orderId}, podrobnosti`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(row);
          }}
        >
          č. {row.orderId}
        </Link>
      </span>
    </td>
  );
}

/** "Web · DE" in the table's own badge style (the rows use class names, not a component per cell). */
function WebMark({ record }: { record: WebOrderRecord }) {
  return (
    <span className="badge" data-tone="web">
      {webBadgeText(record)}
    </span>
  );
}

/** Opens the detail from a click anywhere on the row; its own link and buttons keep their own meaning. */
function openFromRow(row: OrderRow, onOpen: (row: OrderRow) => void) {
  return (event: MouseEvent<HTMLTableRowElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a, button')) {
      onOpen(row);
    }
  };
}

/**
 * One order of the big table. Plain elements styled by the table's class names (no styled
 * component per cell) and memoised: a filter change or a scroll renders only the rows it brings in.
 */
export const OrderTableRow = memo(function OrderTableRow({
  row,
  index,
  onDelete,
  onOpen,
  web,
}: OrderTableRowProps) {
  const account = row.account && row.account !== row.customer ? row.account : null;
  return (
    <tr
      aria-rowindex={index + 2}
      data-order-id={row.id}
      data-order-number={row.orderId}
      onClick={openFromRow(row, onOpen)}
    >
      <WhenCell row={row} onOpen={onOpen} />
      <td>
        <span className="line" title={row.orderName ? `Jméno na objednávce: ${row.orderName}` : undefined}>
          {row.customer}
        </span>
        {web ? (
          <span className="muted">
            <WebMark record={web} />
          </span>
        ) : (
          account && (
            <span className="muted" title={`Registrovaný účet: ${account}`}>
              účet {account}
            </span>
          )
        )}
      </td>
      <td>
        <span className="line" title={row.phone ? formatPhone(row.phone) : undefined}>
          {row.phone ? <PhoneLink phone={row.phone}>{shortPhone(row.phone)}</PhoneLink> : NO_VALUE}
        </span>
      </td>
      <td>
        <Place name={row.from} />
      </td>
      <td>
        <Place name={row.to} />
      </td>
      <td data-numeric>
        <span className="line">{decimal.format(row.km)} km</span>
        <span className="muted">{peopleLabel(row.people)}</span>
      </td>
      <td data-numeric>
        <strong className="line">{formatKc(row.price)}</strong>
        <span className="muted">{row.payment}</span>
      </td>
      <td>
        <span className="line" title={row.driver}>
          {row.driver}
        </span>
      </td>
      <td>
        <span className="line">
          <span className="badge" data-tone={statusTone(row.status)} data-status={row.status}>
            {row.statusLabel}
          </span>
        </span>
        {row.preorderAt && (
          <span className="muted" title={`Předobjednávka na ${formatDateTime(row.preorderAt)}`}>
            Předobj. {formatDayMonthTime(row.preorderAt)}
          </span>
        )}
      </td>
      <td>
        <button
          type="button"
          className="delete"
          aria-label={`Smazat objednávku č. ${row.orderId}`}
          title={`Smazat objednávku č. ${row.orderId}`}
          onClick={() => onDelete(row)}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </td>
    </tr>
  );
});

/**
 * The same order beside its open detail: date and number, both places over two lines each, and the
 * status with the driver below it; the detail shows the rest.
 */
export const CompactOrderTableRow = memo(function CompactOrderTableRow({
  row,
  index,
  onOpen,
  web,
}: OrderTableRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-order-id={row.id}
      data-order-number={row.orderId}
      onClick={openFromRow(row, onOpen)}
    >
      <WhenCell row={row} onOpen={onOpen} />
      <td>
        <Place name={row.from} wrap />
      </td>
      <td>
        <Place name={row.to} wrap />
      </td>
      <td>
        <span className="line">
          <span className="badge" data-tone={statusTone(row.status)} data-status={row.status}>
            {row.statusLabel}
          </span>{' '}
          {web && <WebMark record={web} />}
        </span>
        <span className="muted" title={`Řidič: ${row.driver}`}>
          {row.driver}
        </span>
      </td>
    </tr>
  );
});
