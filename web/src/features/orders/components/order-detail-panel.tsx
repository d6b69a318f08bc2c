import type { WebOrderRecord } from '@taxi/contracts';
import { Ban, ClipboardCopy, Phone, PlusCircle, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button, StyledButton } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PhoneLink, telHref } from '@/components/ui/phone-link';
import { formatDateTime, formatKc, formatKm, formatMinutes } from '@/lib/format';
import { NO_VALUE, type OrderRow } from '@/features/orders/utils/order-rows';
import { seenDriverName } from '@/features/orders/utils/driver-assignment';
import { AssignDriverButton } from './assign/assign-driver-button';
import { OrderStatusBadge } from './order-status-badge';
import { WebOrderFacts } from './web-order-facts';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textStrong};
  }
  /* The customer's note keeps its line breaks. */
  dd[data-note] {
    white-space: pre-line;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration-color: ${({ theme }) => theme.colors.brand};
    text-decoration-thickness: 2px;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// A button that dials: the customer's phone as a `tel:` link.
const StyledCall = styled(StyledButton)`
  text-decoration: none;
`;

const StyledMissing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type OrderDetailPanelProps = {
  /** The order number in the address; the panel is open while it is set. */
  orderNumber: number | null;
  /** The order, once the list has it; `undefined` while the list loads. */
  row: OrderRow | null | undefined;
  onClose: () => void;
  onDelete: (row: OrderRow) => void;
  onCopyAddresses: (row: OrderRow) => void;
  onNewOrder: (row: OrderRow) => void;
  /** The order's web record when it came from the public site (its needs, note, Odmítnout). */
  web?: WebOrderRecord | undefined;
  onDecline?: (row: OrderRow) => void;
  /** false: a panel beside the table (wide screens), the table stays usable. */
  modal?: boolean;
};

// A web order can be declined until its customer has been picked up.
const DECLINABLE: ReadonlySet<WebOrderRecord['state']> = new Set(['waiting', 'accepted']);

function Value({ text }: { text: string | null | undefined }) {
  return <dd>{text?.trim() ? text : NO_VALUE}</dd>;
}

/** One order with every field the list has, and what a dispatcher does next with it. */
export function OrderDetailPanel({
  orderNumber,
  row,
  onClose,
  onDelete,
  onCopyAddresses,
  onNewOrder,
  web,
  onDecline,
  modal = true,
}: OrderDetailPanelProps) {
  const hasDriver = row ? seenDriverName(row.entry) !== null : false;
  const call = row?.phone ? telHref(row.phone) : null;
  return (
    <Dialog
      open={orderNumber !== null}
      onClose={onClose}
      title={orderNumber === null ? 'Objednávka' : `Objednávka č. ${orderNumber}`}
      placement="side"
      modal={modal}
      width="480px"
      closeLabel="Zavřít podrobnosti"
    >
      {row === undefined ? (
        <StyledMissing role="status">Načítám objednávku…</StyledMissing>
      ) : row === null ? (
        <StyledMissing role="status">
          Objednávka č. {orderNumber} v seznamu není (mohla být smazána).
        </StyledMissing>
      ) : (
        <>
          <StyledList data-testid="order-detail">
            <dt>Číslo objednávky</dt>
            <dd>č. {row.orderId}</dd>
            <dt>Stav</dt>
            <dd>
              <OrderStatusBadge status={row.status} label={row.statusLabel} />
            </dd>
            {web && <WebOrderFacts record={web} />}
            <dt>Vytvořeno</dt>
            <Value text={formatDateTime(row.createdAt)} />
            <dt>Předobjednávka</dt>
            <Value text={row.preorderAt ? formatDateTime(row.preorderAt) : 'ne'} />
            <dt>Jméno na objednávce</dt>
            <Value text={row.orderName} />
            <dt>Registrovaný účet</dt>
            <Value text={row.account ?? 'bez účtu'} />
            <dt>Telefon</dt>
            <dd>{row.phone ? <PhoneLink phone={row.phone} icon /> : NO_VALUE}</dd>
            <dt>Odkud</dt>
            <Value text={row.from} />
            <dt>Kam</dt>
            <Value text={row.to} />
            <dt>Vzdálenost</dt>
            <Value text={formatKm(row.km)} />
            <dt>Doba jízdy</dt>
            <Value text={row.minutes === null ? null : formatMinutes(row.minutes)} />
            <dt>Cena</dt>
            <Value text={formatKc(row.price)} />
            <dt>Platba</dt>
            <Value text={row.payment} />
            <dt>Osob</dt>
            <Value text={String(row.people)} />
            <dt>Řidič</dt>
            <Value text={row.driver} />
          </StyledList>
          <StyledActions>
            {/* An order nobody drives yet needs a driver first; otherwise the next call is the next order. */}
            <AssignDriverButton entry={row.entry} variant={hasDriver ? 'secondary' : 'primary'} />
            {web && call && (
              <StyledCall as="a" href={call} $variant="secondary" $size="sm">
                <Phone size={16} aria-hidden />
                Zavolat zákazníkovi
              </StyledCall>
            )}
            {web && onDecline && DECLINABLE.has(web.state) && (
              <Button
                variant="danger"
                size="sm"
                icon={<Ban size={16} aria-hidden />}
                onClick={() => onDecline(row)}
              >
                Odmítnout
              </Button>
            )}
            <Button
              variant={hasDriver ? 'primary' : 'secondary'}
              size="sm"
              icon={<PlusCircle size={16} aria-hidden />}
              onClick={() => onNewOrder(row)}
            >
              Nová objednávka pro zákazníka
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<ClipboardCopy size={16} aria-hidden />}
              onClick={() => onCopyAddresses(row)}
            >
              Kopírovat adresy
            </Button>
            <Button
              variant="danger"
              size="sm"
              icon={<Trash2 size={16} aria-hidden />}
              onClick={() => onDelete(row)}
            >
              Smazat
            </Button>
          </StyledActions>
        </>
      )}
    </Dialog>
  );
}
