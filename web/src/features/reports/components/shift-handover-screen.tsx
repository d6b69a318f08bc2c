import {
  buildShiftHandover,
  type HandoverOrder,
  HANDOVER_LOOKAHEAD_HOURS,
  SHIFT_DEFAULT_HOURS,
  sosCallerName,
} from '@taxi/contracts';
import { Printer } from 'lucide-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle, Stack } from '@/components/ui/card';
import { errorMessage } from '@/components/ui/error-message';
import { ErrorState, Skeleton } from '@/components/ui/feedback';
import { PhoneLink } from '@/components/ui/phone-link';
import { Table } from '@/components/ui/table';
import { formatDateTime, formatDayTime, formatKc } from '@/lib/format';
import { orderDetailPath } from '@/lib/order-detail-path';
import { useSosAlerts } from '@/lib/queries/get-sos-alerts';
import { useMinuteNow } from '@/lib/use-now';
import { useOrderFacts } from '@/features/reports/api/get-order-facts';
import { useHandoverNote } from '@/features/reports/api/handover-note';
import { useReportOrders } from '@/features/reports/hooks/use-report-orders';
import { knownSinceText } from '@/features/reports/utils/report-tables';
import { pragueInputValue, shiftStart } from '@/features/reports/utils/shift-start';
import { HandoverNoteForm } from './handover-note-form';
import { StyledFields } from './report-controls';

const HOUR_MS = 3_600_000;

// One A4 page: the admin's menu, top bar, alerts and footer (marked data-print="hide") stay on screen,
// the cards lose their frames and shadows.
const PrintA4 = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 12mm; }
    body { background: ${({ theme }) => theme.colors.surface}; }
    [data-print='hide'] { display: none !important; }
    #admin-content { padding: 0; }
    [data-handover] section { border: none; box-shadow: none; padding: 0; break-inside: avoid; }
    [data-handover] { gap: 10px; font-size: 11pt; }
    [data-handover] h2 { font-size: 13pt; }
    [data-handover] header { margin-bottom: 4px; }
    [data-handover] a { text-decoration: none; }
  }
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media print {
    grid-template-columns: 1fr 1fr;
    gap: 10px;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: none;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNumbers = styled.td`
  overflow-wrap: anywhere;
`;

const StyledSubheading = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
  &:first-of-type {
    margin-top: 0;
  }
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

const numbers = (list: readonly number[]) =>
  list.length === 0 ? '—' : list.map((n) => `č. ${n}`).join(', ');

function OrderLine({ order, now }: { order: HandoverOrder; now: number }) {
  return (
    <li>
      <Link to={orderDetailPath(order.orderNumber)}>Objednávka č. {order.orderNumber}</Link>
      {order.at && ` · ${formatDayTime(order.at, now)}`} · {order.pickup} · {order.driver ?? 'bez řidiče'}
    </li>
  );
}

/**
 * Předání směny: what the ending shift did and earned, what is still open (SOS, orders without a
 * driver, pre-orders of the next 12 hours) and the note for the next shift — one page, printable on A4.
 */
export function ShiftHandoverScreen() {
  const now = useMinuteNow();
  const [startValue, setStartValue] = useState(() =>
    pragueInputValue(Date.now() - SHIFT_DEFAULT_HOURS * HOUR_MS),
  );
  const start = shiftStart(useDeferredValue(startValue), now);
  const fromMs = start.ok ? start.fromMs : now - SHIFT_DEFAULT_HOURS * HOUR_MS;
  const orders = useReportOrders();
  const sos = useSosAlerts();
  const facts = useOrderFacts({ startMs: fromMs, endMs: now + 60_000 });
  const note = useHandoverNote();
  const handover = useMemo(
    () => (orders.data ? buildShiftHandover(orders.data, facts.data?.facts ?? [], fromMs, now) : null),
    [orders.data, facts.data, fromMs, now],
  );

  let content: ReactNode;
  if (!handover) {
    content = orders.error ? (
      <ErrorState message={errorMessage(orders.error)} onRetry={orders.refresh} />
    ) : (
      <Skeleton rows={8} label="Načítám podklady pro předání směny" />
    );
  } else {
    const revenue = handover.revenue.reduce((sum, line) => sum + line.revenue, 0);
    content = (
      <>
        <StyledGrid>
          <Section title="Jízdy směny">
            <Table>
              <tbody>
                <tr>
                  <th scope="row">Hotové ({handover.done.length})</th>
                  <StyledNumbers>{numbers(handover.done)}</StyledNumbers>
                </tr>
                <tr>
                  <th scope="row">Odmítnuté ({handover.declined.length})</th>
                  <StyledNumbers>{numbers(handover.declined)}</StyledNumbers>
                </tr>
                <tr>
                  <th scope="row">Zrušené ({handover.cancelled.length + handover.cancelledUnnumbered})</th>
                  <StyledNumbers>
                    {numbers(handover.cancelled)}
                    {handover.cancelledUnnumbered > 0 && ` a ${handover.cancelledUnnumbered} bez čísla`}
                  </StyledNumbers>
                </tr>
              </tbody>
            </Table>
            <StyledMuted>
              Podle času vytvoření objednávky. Zrušené (smazané nebo přeobsazené) známe od{' '}
              {knownSinceText(facts.data?.knownSince.deleted ?? null)}.
              {handover.noDate > 0 && ` Objednávek bez data: ${handover.noDate}.`}
            </StyledMuted>
          </Section>
          <Section title="Tržby podle platby">
            <Table>
              <thead>
                <tr>
                  <th scope="col">Platba</th>
                  <th scope="col" data-numeric>
                    Jízdy
                  </th>
                  <th scope="col" data-numeric>
                    Tržby
                  </th>
                </tr>
              </thead>
              <tbody>
                {handover.revenue.map((line) => (
                  <tr key={line.label}>
                    <th scope="row">{line.label}</th>
                    <td data-numeric>{line.rides}</td>
                    <td data-numeric>{formatKc(line.revenue)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td>Celkem</td>
                  <td data-numeric>{handover.done.length}</td>
                  <td data-numeric>{formatKc(revenue)}</td>
                </tr>
              </tfoot>
            </Table>
          </Section>
          <Section title="Objednávky z webu">
            <p>
              <strong>{handover.webOrders}</strong> za směnu.
            </p>
            <StyledMuted>Známe od {knownSinceText(facts.data?.knownSince.webOrder ?? null)}.</StyledMuted>
          </Section>
          <Section title="Otevřená SOS">
            {sos.data === undefined ? (
              sos.error ? (
                <StyledMuted>SOS se nepodařilo načíst: {errorMessage(sos.error)}</StyledMuted>
              ) : (
                <Skeleton rows={2} label="Načítám SOS" />
              )
            ) : sos.data.length === 0 ? (
              <p>Žádné otevřené SOS.</p>
            ) : (
              <StyledList>
                {sos.data.map((alert) => (
                  <li key={alert.id}>
                    SOS: {sosCallerName(alert)}
                    {alert.user?.phone && (
                      <>
                        {' · '}
                        <PhoneLink phone={alert.user.phone} />
                      </>
                    )}
                    {alert.createdAt && ` · ${formatDateTime(alert.createdAt)}`}
                  </li>
                ))}
              </StyledList>
            )}
          </Section>
        </StyledGrid>
        <Section title="Co přebírá další směna">
          <StyledSubheading>
            Otevřené objednávky bez řidiče ({handover.withoutDriver.length})
          </StyledSubheading>
          {handover.withoutDriver.length === 0 ? (
            <StyledMuted>Žádné.</StyledMuted>
          ) : (
            <StyledList>
              {handover.withoutDriver.map((order) => (
                <OrderLine key={order.orderNumber} order={order} now={now} />
              ))}
            </StyledList>
          )}
          <h3>
            Předobjednávky na dalších {HANDOVER_LOOKAHEAD_HOURS} hodin ({handover.preorders.length})
          </h3>
          {handover.preorders.length === 0 ? (
            <StyledMuted>Žádné.</StyledMuted>
          ) : (
            <StyledList>
              {handover.preorders.map((order) => (
                <OrderLine key={order.orderNumber} order={order} now={now} />
              ))}
            </StyledList>
          )}
        </Section>
      </>
    );
  }

  return (
    <Stack data-handover $gap="lg">
      <PrintA4 />
      <Card aria-label="Směna">
        <StyledHeading>
          Předání směny {formatDateTime(new Date(fromMs).toISOString())} –{' '}
          {formatDateTime(new Date(now).toISOString())}
        </StyledHeading>
        <StyledFields data-print="hide">
          <label>
            Začátek směny
            <input
              type="datetime-local"
              value={startValue}
              aria-invalid={!start.ok}
              onChange={(event) => setStartValue(event.target.value)}
            />
          </label>
          <Button icon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
            Vytisknout
          </Button>
        </StyledFields>
        {!start.ok && (
          <StyledError role="alert" data-print="hide">
            {start.message}
          </StyledError>
        )}
      </Card>
      {content}
      <Section title="Poznámka pro další směnu">
        {note.data === undefined ? (
          note.error ? (
            <ErrorState message={errorMessage(note.error)} onRetry={() => void note.refetch()} />
          ) : (
            <Skeleton rows={3} label="Načítám poznámku" />
          )
        ) : (
          <HandoverNoteForm note={note.data.note} />
        )}
      </Section>
    </Stack>
  );
}
