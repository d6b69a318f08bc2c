import { endpointRoutes, endpointSummaries, type EndpointName, type SystemStatus } from '@taxi/contracts';
import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle, Stack } from '@/components/ui/card';
import { Badge, EmptyState, type Tone } from '@/components/ui/feedback';
import { WarningNotice } from '@/components/ui/notice';
import { Table, TableScroll } from '@/components/ui/table';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { useSystemStatus } from '@/features/status/api/get-system-status';
import {
  failureLabel,
  FLEET_ROLE_LABELS,
  providerLabel,
  REALTIME_LABELS,
  REDIS_DOWN_MESSAGE,
  SHARED_LABELS,
} from './status-labels';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function Section({
  title,
  state,
  tone,
  children,
}: {
  title: string;
  state: string;
  tone: Tone;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <Badge $tone={tone}>{state}</Badge>
      </CardHeader>
      <StyledFacts>{children}</StyledFacts>
    </Card>
  );
}

function callLabel(call: string): string {
  return call in endpointRoutes ? endpointSummaries[call as EndpointName] : call;
}

function SharedStateSection({ status }: { status: SystemStatus }) {
  const { replica, redis } = status.sharedState;
  const state = redis === null ? 'Jeden proces' : redis === 'connected' ? 'Připojeno' : 'Nedostupný';
  const tone: Tone = redis === null ? 'neutral' : redis === 'connected' ? 'success' : 'danger';
  return (
    <Section title="Sdílený stav (Redis)" state={state} tone={tone}>
      <dt>Odpověděla replika</dt>
      <dd>{replica}</dd>
      <dt>Sdílí</dt>
      <dd>{SHARED_LABELS[redis ?? 'off']}</dd>
    </Section>
  );
}

function StatusSections({ status }: { status: SystemStatus }) {
  const { upstream, realtime, fleet, geo } = status;
  const checkedAt = Date.parse(status.checkedAt);
  return (
    <StyledGrid>
      <Section
        title="Server objednávek"
        state={upstream.reachable ? 'Dostupný' : 'Nedostupný'}
        tone={upstream.reachable ? 'success' : 'danger'}
      >
        <dt>Režim</dt>
        <dd>{providerLabel(upstream.mode)}</dd>
        <dt>Odezva</dt>
        <dd>{upstream.latencyMs === null ? failureLabel(upstream.failure) : `${upstream.latencyMs} ms`}</dd>
        <dt>Poslední úspěch</dt>
        <dd>{when(upstream.lastSuccessAt)}</dd>
        <dt>Poslední chyba</dt>
        <dd>
          {upstream.lastFailureAt
            ? `${when(upstream.lastFailureAt)} (${failureLabel(upstream.lastFailure)})`
            : '—'}
        </dd>
      </Section>
      <Section
        title="Živé události"
        state={REALTIME_LABELS[realtime.state]}
        tone={realtime.state === 'connected' ? 'success' : realtime.state === 'down' ? 'danger' : 'warning'}
      >
        <dt>Poslední událost</dt>
        <dd>{when(realtime.lastEventAt)}</dd>
        <dt>Připojené prohlížeče</dt>
        <dd>{realtime.clients}</dd>
      </Section>
      <Section
        title="Sledování vozidel"
        state={fleet.stale ? 'Výpadek' : fleet.lastSuccessAt ? 'V pořádku' : 'Čekám na první data'}
        tone={fleet.stale ? 'danger' : fleet.lastSuccessAt ? 'success' : 'warning'}
      >
        <dt>Zdroj</dt>
        <dd>{providerLabel(fleet.provider)}</dd>
        <dt>Poslední úspěch</dt>
        <dd>
          {fleet.lastSuccessAt
            ? `${when(fleet.lastSuccessAt)} (${formatTimeAgo(fleet.lastSuccessAt, checkedAt)})`
            : '—'}
        </dd>
        <dt>Polohy zjišťuje</dt>
        <dd>
          {fleet.poller ?? '—'} · {FLEET_ROLE_LABELS[fleet.role]}
        </dd>
        <dt>Vozidel</dt>
        <dd>{fleet.vehicles}</dd>
        <dt>Chyba</dt>
        <dd>{fleet.error ?? '—'}</dd>
      </Section>
      <SharedStateSection status={status} />
      <Section title="Mapy a trasy" state={providerLabel(geo.provider)} tone="neutral">
        <dt>Poskytovatel</dt>
        <dd>{providerLabel(geo.provider)}</dd>
      </Section>
    </StyledGrid>
  );
}

function SkippedRecordsTable({ status }: { status: SystemStatus }) {
  if (status.skippedRecords.length === 0) {
    return <EmptyState title="Za poslední hodinu se všechny záznamy ze serveru podařilo přečíst" />;
  }
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Nečitelné záznamy, posuvný seznam">
      <Table>
        <thead>
          <tr>
            <th scope="col">Seznam</th>
            <th scope="col">V poslední odpovědi</th>
            <th scope="col">Za hodinu</th>
            <th scope="col">Naposledy</th>
          </tr>
        </thead>
        <tbody>
          {status.skippedRecords.map((entry) => (
            <tr key={entry.call}>
              <td>{callLabel(entry.call)}</td>
              <td>{entry.skippedLastAnswer}</td>
              <td>{entry.skippedLastHour}</td>
              <td>{when(entry.lastSkippedAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** Stav systému: each dependency's state, checked now and every 10 s while the page is open. */
export function SystemStatusPanel() {
  const status = useSystemStatus();
  return (
    <AsyncContent result={status} skeletonRows={6} loadingLabel="Zjišťuji stav systému">
      {(current) => (
        <Stack>
          {current.sharedState.redis === 'down' && <WarningNotice>{REDIS_DOWN_MESSAGE}</WarningNotice>}
          <StatusSections status={current} />
          <Card aria-labelledby="skipped-title">
            <CardHeader>
              <CardTitle id="skipped-title">Nečitelné záznamy ze serveru</CardTitle>
              <Activity size={18} aria-hidden />
            </CardHeader>
            <SkippedRecordsTable status={current} />
          </Card>
        </Stack>
      )}
    </AsyncContent>
  );
}
