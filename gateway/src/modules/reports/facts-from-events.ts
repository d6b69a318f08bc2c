import {
  OrderAssignRequestSchema,
  OrderDeleteRequestSchema,
  type OrderFact,
  OrderRedispatchRequestSchema,
  type UpstreamEventPayload,
} from '@taxi/contracts';
import type { AuditedWriteEvent } from '@/common/audit/audited-write-events';
import type { AuditedWrite } from '@/common/audit/audited-writes';

const numberField = (value: unknown, field: string): number | null => {
  const read = value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
  return typeof read === 'number' && Number.isSafeInteger(read) && read > 0 ? read : null;
};

type FactReader = (event: AuditedWriteEvent, at: string) => OrderFact | null;

// The writes that tell something about orders; every other write tells nothing.
const FACT_OF_WRITE: Partial<Record<AuditedWrite, FactReader>> = {
  orderCreate: ({ admin }, at) => ({ kind: 'phoneOrder', at, admin }),
  orderDelete: ({ body, admin }, at) => {
    const sent = OrderDeleteRequestSchema.safeParse(body);
    return { kind: 'deleted', at, orderNumber: sent.success ? sent.data.orderId : null, admin };
  },
  orderRedispatch: ({ body, answer, admin }, at) => {
    const sent = OrderRedispatchRequestSchema.safeParse(body);
    const result = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
    // A copy whose original still stands cancelled nothing: both orders are there.
    if (!sent.success || result.originalDeleted !== true) {
      return null;
    }
    return {
      kind: 'redispatched',
      at,
      orderNumber: sent.data.orderId,
      replacementOrderNumber: numberField(result.replacement, 'id_order'),
      fromDriver: sent.data.expected_driver_name,
      toDriver: sent.data.driver_name,
      admin,
    };
  },
  orderAssign: ({ body, answer, admin }, at) => {
    const sent = OrderAssignRequestSchema.safeParse(body);
    return {
      kind: 'assigned',
      at,
      orderNumber: numberField(answer, 'id_order'),
      toDriver: sent.success ? sent.data.driver_name : null,
      admin,
    };
  },
};

/** The order fact an admin's successful write tells, or null for a write that tells none. */
export function factOfWrite(event: AuditedWriteEvent): OrderFact | null {
  return FACT_OF_WRITE[event.action]?.(event, event.at.toISOString()) ?? null;
}

const DRIVER_FIELDS = ['driver_name', 'driverName', 'driver'] as const;

/**
 * The fact of a `rideDecline` event: the order row it names and the driver only where the payload
 * names one (the specification shows no payload; the mock sends `{ id }`).
 */
export function factOfDecline(payload: UpstreamEventPayload, at: Date): OrderFact {
  const fields = payload ?? {};
  const named = DRIVER_FIELDS.map((field) => fields[field]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const rowId =
    typeof fields.id === 'number' && Number.isSafeInteger(fields.id) && fields.id > 0 ? fields.id : null;
  return { kind: 'declined', at: at.toISOString(), rowId, driver: named?.trim().slice(0, 100) ?? null };
}
