import { apiEndpoints, type Endpoint } from '@taxi/contracts';
import { z } from 'zod';
import type { AuditedWrite } from './audited-writes';

/** What an audit line names as the target: ids, masked phones and switches, never a token or free text. */
export type AuditTarget = Record<string, number | string | boolean>;

/**
 * Body fields a write's audit line names beside the generic ones (below), where those miss what
 * identifies the record; `[]` states that the write has no target worth naming.
 */
export const AUDIT_FIELDS: Partial<Record<AuditedWrite, readonly string[]>> = {
  vipCreate: ['code'],
  monthlyAdd: ['month', 'year'],
  // Web ordering switched off or on: the switch is the whole of it.
  webOrdersPause: ['paused'],
  // "The next step of the rides" names no record beforehand.
  mockRidesTick: [],
  // The one handover note; its text is free text and stays out of the log.
  handoverNoteSave: [],
};

// The generic rule: a body field named `id`, `id_…` or `…Id` is an id; `phone` is masked.
const ID_FIELD = /^(id|id_[a-z]+|[a-z]+Id)$/;
const PHONE_FIELD = 'phone';
// Short plain words only (a VIP code), far from the length of a session token.
const SAFE_TEXT = /^[\p{L}\p{N}._-]{1,24}$/u;

/** A phone number with all but its last three digits hidden: `+420 605 111 222` → `*********222`. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 3
    ? '*'.repeat(digits.length)
    : `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

// Ids are whole numbers; a named field may also be a short plain word. Whatever a client sent,
// nothing else reaches a log line.
function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

function plainValue(value: unknown): number | string | boolean | undefined {
  if (typeof value === 'boolean') {
    return value;
  }
  return typeof value === 'string' && SAFE_TEXT.test(value) ? value : wholeNumber(value);
}

function isIdField(field: string): boolean {
  return ID_FIELD.test(field);
}

/** The fields of a write's body schema (none for a write without a body). */
function bodyFields(endpoint: Endpoint): string[] {
  return endpoint.body instanceof z.ZodObject ? Object.keys(endpoint.body.shape) : [];
}

function answersCreatedId(endpoint: Endpoint): boolean {
  return Boolean(
    endpoint.created && endpoint.response instanceof z.ZodObject && 'id' in endpoint.response.shape,
  );
}

/** Whether the generic rule finds a target in what the write carries (the check that no write goes unnamed). */
export function genericallyNamed(name: AuditedWrite): boolean {
  const endpoint: Endpoint = apiEndpoints[name];
  return (
    answersCreatedId(endpoint) ||
    bodyFields(endpoint).some((field) => isIdField(field) || field === PHONE_FIELD)
  );
}

/**
 * The target of one write, read from the body as it arrived (valid or not) and, for a creation,
 * the id in the answer.
 */
export function auditTarget(name: AuditedWrite, body: unknown, answer: unknown): AuditTarget {
  const target: AuditTarget = {};
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const [field, value] of Object.entries(sent)) {
    const kept = AUDIT_FIELDS[name]?.includes(field)
      ? plainValue(value)
      : isIdField(field)
        ? wholeNumber(value)
        : undefined;
    if (kept !== undefined) {
      target[field] = kept;
    }
  }
  if (typeof sent[PHONE_FIELD] === 'string') {
    target[PHONE_FIELD] = maskedPhone(sent[PHONE_FIELD]);
  }
  const created = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).id : undefined;
  const createdId = answersCreatedId(apiEndpoints[name]) ? wholeNumber(created) : undefined;
  if (createdId !== undefined && target.id === undefined) {
    target.id = createdId;
  }
  return target;
}
