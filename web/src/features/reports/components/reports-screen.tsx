import {
  buildFactsReport,
  buildOrderReport,
  driverRows,
  type FactsReport,
  type OrderReport,
  type ReportRange,
} from '@taxi/contracts';
import { FileSpreadsheet, RefreshCw } from 'lucide-react';
import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, Stack } from '@/components/ui/card';
import { errorMessage } from '@/components/ui/error-message';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback';
import { formatDate, formatDateTime } from '@/lib/format';
import { skippedRecords, subscribeSkippedRecords } from '@/lib/skipped-records';
import { useMinuteNow } from '@/lib/use-now';
import { useOrderFacts } from '@/features/reports/api/get-order-facts';
import { useReportOrders } from '@/features/reports/hooks/use-report-orders';
import { type ReportPeriod, useReportPeriod } from '@/features/reports/hooks/use-report-period';
import {
  cancellationsTable,
  daysTable,
  driversTable,
  type HeatMeasure,
  heatTable,
  kindsTable,
  knownSinceText,
  paymentsTable,
  type ReportTable,
  sourcesTable,
} from '@/features/reports/utils/report-tables';
import { downloadTablesXlsx, exportFileStem } from '@/features/reports/utils/table-export';
import { DailyChart } from './daily-chart';
import { HeatMapChart } from './heat-map-chart';
import { PeriodPicker } from './period-picker';
import { ReportTableView } from './report-table-view';
import { ChartValues, ReportSection } from './report-section';
import { SummaryTiles } from './summary-tiles';

const StyledRule = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFreshness = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const StyledToggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.sm};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const count = (value: number) => value.toLocaleString('cs-CZ');

function PeriodCard({
  period,
  range,
  updatedAt,
  changes,
  refreshing,
  onRefresh,
  onWorkbook,
}: {
  period: ReportPeriod;
  range: ReportRange | null;
  updatedAt: number;
  changes: number;
  refreshing: boolean;
  onRefresh: () => void;
  onWorkbook: (() => void) | null;
}) {
  return (
    <Card aria-label="Období přehledu">
      <PeriodPicker period={period} />
      {range && (
        <StyledRule>
          Období {formatDate(`${range.from}T12:00:00Z`)} – {formatDate(`${range.to}T12:00:00Z`)} (
          {range.days.length} {range.days.length === 1 ? 'den' : range.days.length < 5 ? 'dny' : 'dní'}),
          pražský čas. Objednávka patří do dne a hodiny, kdy byla vytvořena — jako filtr Den na obrazovce
          Objednávky. Tržby, km a průměrná cena jsou z hotových jízd.
        </StyledRule>
      )}
      <StyledFreshness>
        <span>
          {updatedAt > 0 ? `Údaje z ${formatDateTime(new Date(updatedAt).toISOString())}` : 'Načítám údaje…'}
          {changes > 0 && ` · od té doby ${count(changes)} změn jízd (načtou se do minuty)`}
        </span>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw size={14} aria-hidden />}
          disabled={refreshing}
          onClick={onRefresh}
        >
          Načíst znovu
        </Button>
        {onWorkbook && (
          <Button
            variant="secondary"
            size="sm"
            icon={<FileSpreadsheet size={14} aria-hidden />}
            onClick={onWorkbook}
          >
            Celý přehled do Excelu
          </Button>
        )}
      </StyledFreshness>
    </Card>
  );
}

function ApartCard({ report, skipped }: { report: OrderReport; skipped: number }) {
  const { noDate, noDriver, noPrice } = report.apart;
  if (noDate + noDriver + noPrice + skipped === 0) {
    return null;
  }
  return (
    <ReportSection
      title="Záznamy mimo přehled"
      note="Tyto záznamy nejsou ztracené: jsou spočítané zvlášť, protože jim chybí údaj, podle kterého se řadí."
    >
      <StyledList>
        {skipped > 0 && (
          <li>
            Nečitelné záznamy ze serveru (bez data, ceny nebo jiného povinného údaje): {count(skipped)} — v
            přehledu nejsou.
          </li>
        )}
        {noDate > 0 && <li>Objednávky bez data: {count(noDate)} — nepatří do žádného období.</li>}
        {noDriver > 0 && (
          <li>Hotové jízdy bez řidiče: {count(noDriver)} — v tabulce řidičů na řádku „Bez řidiče“.</li>
        )}
        {noPrice > 0 && (
          <li>Hotové jízdy bez ceny: {count(noPrice)} — nejsou v tržbách ani v průměrné ceně.</li>
        )}
      </StyledList>
    </ReportSection>
  );
}

function ReportBody({
  report,
  facts,
  factsError,
  range,
  period,
  tables,
}: {
  report: OrderReport;
  facts: FactsReport | null;
  factsError: string | null;
  range: ReportRange;
  period: { from: string; to: string };
  tables: {
    drivers: ReportTable;
    heat: Record<HeatMeasure, ReportTable>;
    days: ReportTable;
    payments: ReportTable;
    kinds: ReportTable;
    sources: ReportTable | null;
    cancellations: ReportTable | null;
  };
}) {
  const [measure, setMeasure] = useState<HeatMeasure>('orders');
  const skipped = useSyncExternalStore(subscribeSkippedRecords, skippedRecords).get('orderList') ?? 0;
  if (report.totals.orders === 0) {
    return (
      <>
        <Card>
          <EmptyState title="V tomto období nejsou žádné objednávky.">Zvolte jiné období.</EmptyState>
        </Card>
        <ApartCard report={report} skipped={skipped} />
      </>
    );
  }
  const factsNote = factsError
    ? `Záznamy gatewaye se nepodařilo načíst (${factsError}); údaje z nich chybí.`
    : facts
      ? `Zrušené (přeobsazené jiným řidičem) a odmítnutí, o kterých ví jen gateway, známe od ${knownSinceText(facts.redispatched.knownSince)}.`
      : null;
  return (
    <>
      <SummaryTiles report={report} facts={facts} />
      <ReportSection title="Řidiči" note={factsNote}>
        <ReportTableView table={tables.drivers} period={period} hiddenCaption />
      </ReportSection>
      <ReportSection
        title="Kdy se objednává"
        note="Dny v týdnu a hodiny pražského času; čím tmavší, tím víc. Hodina 2:00 v noci, kdy končí letní čas, je v ní dvakrát."
        actions={
          <StyledToggle role="group" aria-label="Co ukázat">
            {(['orders', 'revenue'] as const).map((option) => (
              <Button
                key={option}
                variant={measure === option ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={measure === option}
                onClick={() => setMeasure(option)}
              >
                {option === 'orders' ? 'Objednávky' : 'Tržby'}
              </Button>
            ))}
          </StyledToggle>
        }
      >
        <HeatMapChart report={report} measure={measure} />
        <ChartValues>
          <ReportTableView table={tables.heat[measure]} period={period} />
        </ChartValues>
      </ReportSection>
      <ReportSection title="Po dnech">
        <DailyChart report={report} days={range.days} />
        <ChartValues>
          <ReportTableView table={tables.days} period={period} maxHeight="420px" />
        </ChartValues>
      </ReportSection>
      <StyledGrid>
        <ReportSection
          title="Podle zdroje"
          note={
            factsError
              ? 'Zdroj objednávek se nepodařilo načíst.'
              : facts &&
                `Zdroj objednávek známe od ${knownSinceText(facts.sources.knownFromMs)}; starší objednávky období jsou „Zdroj neznámý“, nehádáme ho.`
          }
        >
          {tables.sources ? (
            <ReportTableView table={tables.sources} period={period} hiddenCaption />
          ) : (
            !factsError && <Skeleton rows={4} label="Načítám zdroje objednávek" />
          )}
        </ReportSection>
        <ReportSection title="Podle platby">
          <ReportTableView table={tables.payments} period={period} hiddenCaption />
        </ReportSection>
        <ReportSection title="Předobjednávky a okamžité">
          <ReportTableView table={tables.kinds} period={period} hiddenCaption />
        </ReportSection>
      </StyledGrid>
      {facts && tables.cancellations && (
        <ReportSection
          title="Smazané a odmítnuté"
          note={`Smazané objednávky známe od ${knownSinceText(facts.deleted.knownSince)}, odmítnutí ze živých událostí serveru od ${knownSinceText(facts.declined.knownSince)}.`}
        >
          {facts.deleted.total > 0 ? (
            <ReportTableView table={tables.cancellations} period={period} hiddenCaption />
          ) : (
            <StyledRule>V tomto období nikdo žádnou objednávku nesmazal.</StyledRule>
          )}
          <StyledRule>
            Přeobsazeno jinému řidiči: {count(facts.redispatched.total)}. Odmítnutí, která seznam už
            neukazuje: {count(facts.declined.total)}
            {facts.declined.unnamed > 0 &&
              ` (z toho ${count(facts.declined.unnamed)} bez jména řidiče — server ho v události neuvedl)`}
            .
          </StyledRule>
        </ReportSection>
      )}
      <ApartCard report={report} skipped={skipped} />
    </>
  );
}

/**
 * Přehledy: per driver, by hour and weekday, by day, by source, payment and kind, for a period in
 * Prague days, from the order list the Objednávky screen shows and the gateway's own order facts.
 */
export function ReportsScreen() {
  const now = useMinuteNow();
  const period = useReportPeriod(now);
  const orders = useReportOrders();
  // The picker answers at once; the figures follow when React has time (a year of orders is a moment's work).
  const result = useDeferredValue(period.result);
  const range = result.ok ? result.range : null;
  const facts = useOrderFacts(range);
  const report = useMemo(
    () => (range && orders.data ? buildOrderReport(orders.data, range) : null),
    [range, orders.data],
  );
  const factsReport = useMemo(
    () =>
      range && orders.data && facts.data
        ? buildFactsReport(facts.data.facts, facts.data.knownSince, range, orders.data)
        : null,
    [range, orders.data, facts.data],
  );
  const tables = useMemo(() => {
    if (!report || !range) {
      return null;
    }
    const rows = driverRows(report, factsReport);
    return {
      drivers: driversTable(rows, report, factsReport !== null),
      heat: { orders: heatTable(report, 'orders'), revenue: heatTable(report, 'revenue') },
      days: daysTable(
        report,
        range.days.map((day) => day.weekday),
      ),
      payments: paymentsTable(report.payments),
      kinds: kindsTable(report),
      sources: factsReport ? sourcesTable(factsReport) : null,
      cancellations: factsReport ? cancellationsTable(factsReport) : null,
    };
  }, [report, factsReport, range]);
  const days = { from: period.from, to: period.to };
  const workbook =
    tables && report && report.totals.orders > 0
      ? () =>
          void downloadTablesXlsx(
            [
              tables.drivers,
              tables.heat.orders,
              tables.heat.revenue,
              tables.days,
              tables.payments,
              tables.kinds,
              ...(tables.sources ? [tables.sources] : []),
              ...(tables.cancellations ? [tables.cancellations] : []),
            ],
            `${exportFileStem({ id: 'vse' }, days)}.xlsx`,
          )
      : null;

  let body;
  if (!period.result.ok) {
    body = null;
  } else if (orders.data === undefined) {
    body = orders.error ? (
      <Card>
        <ErrorState message={errorMessage(orders.error)} onRetry={orders.refresh} />
      </Card>
    ) : (
      <Card>
        <Skeleton rows={8} label="Načítám objednávky pro přehled" />
      </Card>
    );
  } else if (report && range && tables) {
    body = (
      <ReportBody
        report={report}
        facts={factsReport}
        factsError={facts.error ? errorMessage(facts.error) : null}
        range={range}
        period={days}
        tables={tables}
      />
    );
  }

  return (
    <Stack aria-busy={orders.isFetching || result !== period.result}>
      <PeriodCard
        period={period}
        range={period.result.ok ? period.result.range : null}
        updatedAt={orders.dataUpdatedAt}
        changes={orders.changes}
        refreshing={orders.isFetching}
        onRefresh={orders.refresh}
        onWorkbook={workbook}
      />
      {body}
    </Stack>
  );
}
