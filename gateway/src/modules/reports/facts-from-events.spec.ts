import type { AuditedWriteEvent } from '@/common/audit/audited-write-events';
import { factOfDecline, factOfWrite } from './facts-from-events';

const at = new Date('2026-11-29T13:00:00.000Z');
const write = (event: Partial<AuditedWriteEvent>): AuditedWriteEvent => ({
  action: 'orderCreate',
  body: {},
  answer: { ok: true },
  admin: 'dispecink',
  at,
  ...event,
});

describe('order facts from what the gateway sees', () => {
  it('records a dispatcher’s order as a phone order and a delete with its order number', () => {
    expect(factOfWrite(write({}))).toEqual({ kind: 'phoneOrder', at: at.toISOString(), admin: 'dispecink' });
    expect(factOfWrite(write({ action: 'orderDelete', body: { id: 17, orderId: 2203 } }))).toEqual({
      kind: 'deleted',
      at: at.toISOString(),
      orderNumber: 2203,
      admin: 'dispecink',
    });
  });

  it('records a re-dispatch only once the original is gone, naming both drivers', () => {
    const body = {
      id: 17,
      orderId: 2203,
      id_driver: 4,
      driver_name: 'Svoboda',
      expected_driver_name: 'Dvořák',
    };
    const replaced = factOfWrite(
      write({
        action: 'orderRedispatch',
        body,
        answer: {
          original: { id: 17, id_order: 2203 },
          replacement: { id_order: 2240 },
          originalDeleted: true,
        },
      }),
    );
    expect(replaced).toEqual({
      kind: 'redispatched',
      at: at.toISOString(),
      orderNumber: 2203,
      replacementOrderNumber: 2240,
      fromDriver: 'Dvořák',
      toDriver: 'Svoboda',
      admin: 'dispecink',
    });
    const bothStand = write({ action: 'orderRedispatch', body, answer: { originalDeleted: false } });
    expect(factOfWrite(bothStand)).toBeNull();
  });

  it('records an assignment and ignores writes that tell nothing about orders', () => {
    const assigned = write({
      action: 'orderAssign',
      body: { id: 17, id_driver: 4, driver_name: 'Svoboda', expected_id_driver: null },
      answer: { id: 17, id_order: 2203 },
    });
    expect(factOfWrite(assigned)).toMatchObject({ kind: 'assigned', orderNumber: 2203, toDriver: 'Svoboda' });
    expect(factOfWrite(write({ action: 'vipCreate' }))).toBeNull();
  });

  it('names the declining driver only where the event does', () => {
    expect(factOfDecline({ id: 5 }, at)).toEqual({
      kind: 'declined',
      at: at.toISOString(),
      rowId: 5,
      driver: null,
    });
    expect(factOfDecline({ id: 5, driver_name: ' Dvořák ' }, at)).toMatchObject({
      rowId: 5,
      driver: 'Dvořák',
    });
    expect(factOfDecline(null, at)).toMatchObject({ rowId: null, driver: null });
  });
});
