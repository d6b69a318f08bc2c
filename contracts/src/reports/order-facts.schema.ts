import { z } from 'zod';
import { IdSchema } from '../common/common.schema';
import { HANDOVER_NOTE_MAX, ORDER_FACT_KINDS, type OrderFactKind } from './order-fact-kinds';
import { REPORT_MAX_DAYS } from './report-period';

const AtSchema = z.iso.datetime({ offset: true });
const NameSchema = z.string().max(100).nullable();

export const OrderFactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('phoneOrder'),
    at: AtSchema,
    /** The dispatcher's login name as the audit trail knows it. */
    admin: NameSchema,
  }),
  z.object({
    kind: z.literal('webOrder'),
    at: AtSchema,
    orderNumber: IdSchema.nullable(),
    /** The public page's language, e.g. `cs`, `en`, `de`. */
    language: z.string().max(16),
  }),
  z.object({
    kind: z.literal('deleted'),
    at: AtSchema,
    orderNumber: IdSchema.nullable(),
    admin: NameSchema,
  }),
  z.object({
    kind: z.literal('redispatched'),
    at: AtSchema,
    orderNumber: IdSchema.nullable(),
    replacementOrderNumber: IdSchema.nullable(),
    /** The driver the order was taken from, and the new one (last names, as the list names them). */
    fromDriver: NameSchema,
    toDriver: NameSchema,
    admin: NameSchema,
  }),
  z.object({
    kind: z.literal('assigned'),
    at: AtSchema,
    orderNumber: IdSchema.nullable(),
    toDriver: NameSchema,
    admin: NameSchema,
  }),
  z.object({
    kind: z.literal('declined'),
    at: AtSchema,
    /** The order list's row id, as the event names it. */
    rowId: IdSchema.nullable(),
    /** Only when the server's event names the driver; null otherwise (never guessed). */
    driver: NameSchema,
  }),
]);
export type OrderFact = z.infer<typeof OrderFactSchema>;

/** `{ kind: ISO time | null }`: since when the gateway records each kind (null: not yet). */
export const FactsKnownSinceSchema = z.object(
  Object.fromEntries(ORDER_FACT_KINDS.map((kind) => [kind, AtSchema.nullable()])) as Record<
    OrderFactKind,
    z.ZodNullable<typeof AtSchema>
  >,
);
export type FactsKnownSince = z.infer<typeof FactsKnownSinceSchema>;

export const OrderFactsSchema = z.object({
  knownSince: FactsKnownSinceSchema,
  /** Oldest first. */
  facts: z.array(OrderFactSchema),
});
export type OrderFacts = z.infer<typeof OrderFactsSchema>;

/** The longest span one read may ask for: a report's year plus a day either side for zone edges. */
const MAX_SPAN_MS = (REPORT_MAX_DAYS + 2) * 86_400_000;

/** `?from=…&to=…`: the facts recorded in [from, to), ISO times with an offset. */
export const OrderFactsQuerySchema = z
  .strictObject({ from: AtSchema, to: AtSchema })
  .superRefine(({ from, to }, context) => {
    const span = Date.parse(to) - Date.parse(from);
    if (span <= 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Konec období musí být po jeho začátku.' });
    } else if (span > MAX_SPAN_MS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Období může mít nejvýše ${REPORT_MAX_DAYS} dní (rok).`,
      });
    }
  });
export type OrderFactsQuery = z.infer<typeof OrderFactsQuerySchema>;

export const HandoverNoteSchema = z.object({
  text: z.string().max(HANDOVER_NOTE_MAX),
  /** The writer's login name as the audit trail knows it (null when it does not). */
  author: NameSchema,
  at: AtSchema,
});
export type HandoverNote = z.infer<typeof HandoverNoteSchema>;

export const HandoverNoteAnswerSchema = z.object({ note: HandoverNoteSchema.nullable() });
export type HandoverNoteAnswer = z.infer<typeof HandoverNoteAnswerSchema>;

/** Text a person typed: line breaks and tabs, but no other control characters. */
function withoutControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) {
      return false;
    }
  }
  return true;
}

export const HandoverNoteRequestSchema = z.strictObject({
  text: z
    .string()
    .max(HANDOVER_NOTE_MAX, `Poznámka může mít nejvýše ${HANDOVER_NOTE_MAX} znaků.`)
    .refine(withoutControlCharacters, { message: 'Poznámka obsahuje neplatné znaky.' }),
});
export type HandoverNoteRequest = z.infer<typeof HandoverNoteRequestSchema>;
