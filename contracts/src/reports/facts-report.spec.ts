import { buildFactsReport, driverRows } from './facts-report';
import type { FactsKnownSince, OrderFact } from './order-facts.schema';
import { buildOrderReport } from './order-report';
import { reportRange } from './report-period';
import { reportOrder } from './report-fixtures.spec-helpers';

const range = (() => {
  const result = reportRange('2026-11-23', '2026-11-29');
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result.range;
})();

const SINCE = '2026-11-25T08:00:00.000+01:00';
const knownSince: FactsKnownSince = {
  phoneOrder: SINCE,
  webOrder: SINCE,
  deleted: SINCE,
  redispatched: SINCE,
  assigned: SINCE,
  declined: SINCE,
};

describe('facts report', () => {
  it('splits by source only the orders since the gateway records sources; older ones are unknown', () => {
    const entries = [
      reportOrder({ createdAt: '2026-11-24T10:00:00.000+01:00' }),
      reportOrder({ createdAt: '2026-11-25T07:59:00.000+01:00' }),
      reportOrder({ createdAt: '2026-11-25T09:00:00.000+01:00' }),
      reportOrder({ createdAt: '2026-11-26T09:00:00.000+01:00' }),
      reportOrder({ createdAt: '2026-11-26T10:00:00.000+01:00' }),
      reportOrder({ createdAt: '2026-11-27T10:00:00.000+01:00' }),
    ];
    const facts: OrderFact[] = [
      { kind: 'phoneOrder', at: '2026-11-25T09:00:01.000+01:00', admin: 'dispecer1' },
      { kind: 'phoneOrder', at: '2026-11-26T09:00:01.000+01:00', admin: 'dispecer2' },
      { kind: 'webOrder', at: '2026-11-26T10:00:01.000+01:00', orderNumber: 1500, language: 'de' },
    ];
    const report = buildFactsReport(facts, knownSince, range, entries);
    expect(report.sources).toEqual({
      knownFromMs: Date.parse(SINCE),
      phone: 2,
      web: 1,
      copies: 0,
      other: 1,
      unknown: 2,
    });
  });

  it('knows no source at all before the store has started', () => {
    const report = buildFactsReport([], { ...knownSince, phoneOrder: null }, range, [reportOrder()]);
    expect(report.sources).toMatchObject({ knownFromMs: null, phone: 0, web: 0, other: 0, unknown: 1 });
  });

  it('names who deleted orders and whose orders were re-dispatched', () => {
    const facts: OrderFact[] = [
      { kind: 'deleted', at: '2026-11-26T09:00:00.000+01:00', orderNumber: 1201, admin: 'jana' },
      { kind: 'deleted', at: '2026-11-26T10:00:00.000+01:00', orderNumber: 1202, admin: 'Jana' },
      { kind: 'deleted', at: '2026-11-26T11:00:00.000+01:00', orderNumber: 1203, admin: null },
      {
        kind: 'redispatched',
        at: '2026-11-26T12:00:00.000+01:00',
        orderNumber: 1204,
        replacementOrderNumber: 1210,
        fromDriver: 'Dvořák',
        toDriver: 'Svoboda',
        admin: 'jana',
      },
      { kind: 'deleted', at: '2026-12-01T11:00:00.000+01:00', orderNumber: 1300, admin: 'jana' },
    ];
    const report = buildFactsReport(facts, knownSince, range, []);
    expect(report.deleted.total).toBe(3);
    expect(report.deleted.byAdmin).toEqual([
      { name: 'jana', count: 2 },
      { name: 'neznámý dispečer', count: 1 },
    ]);
    expect(report.redispatched).toMatchObject({ total: 1, byDriver: [{ name: 'Dvořák', count: 1 }] });
    expect(report.sources.copies).toBe(1);
  });

  it('adds declines only the events told, without counting twice one the list still shows', () => {
    const declinedInList = reportOrder({ status: 'declined' });
    const declinedWithoutDriver = reportOrder({
      status: 'declined',
      driver: null,
      driver_name: null,
      id_driver: null,
    });
    const entries = [declinedInList, declinedWithoutDriver, reportOrder()];
    const facts: OrderFact[] = [
      { kind: 'declined', at: '2026-11-26T09:00:00.000+01:00', rowId: declinedInList.id, driver: 'Dvořák' },
      { kind: 'declined', at: '2026-11-26T09:30:00.000+01:00', rowId: 77, driver: 'Dvořák' },
      { kind: 'declined', at: '2026-11-26T09:40:00.000+01:00', rowId: 78, driver: 'Král' },
      { kind: 'declined', at: '2026-11-26T09:50:00.000+01:00', rowId: 79, driver: null },
      {
        kind: 'declined',
        at: '2026-11-26T09:55:00.000+01:00',
        rowId: declinedWithoutDriver.id,
        driver: null,
      },
      {
        kind: 'redispatched',
        at: '2026-11-26T12:00:00.000+01:00',
        orderNumber: 1204,
        replacementOrderNumber: null,
        fromDriver: 'dvořák',
        toDriver: 'Svoboda',
        admin: 'jana',
      },
    ];
    const figures = buildFactsReport(facts, knownSince, range, entries);
    expect(figures.declined).toMatchObject({ total: 3, unnamed: 1 });
    const rows = driverRows(buildOrderReport(entries, range), figures);
    expect(
      rows.map(({ name, done, declined, declinedByEvent, cancelled }) => ({
        name,
        done,
        declined,
        declinedByEvent,
        cancelled,
      })),
    ).toEqual([
      { name: 'Dvořák', done: 1, declined: 1, declinedByEvent: 1, cancelled: 1 },
      { name: 'Král', done: 0, declined: 0, declinedByEvent: 1, cancelled: 0 },
      { name: 'Bez řidiče', done: 0, declined: 1, declinedByEvent: 0, cancelled: 0 },
    ]);
  });
});
