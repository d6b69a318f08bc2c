import { endpoints, type EndpointName, SosCallerSchema, TimestampSchema } from '@taxi/contracts';
import type { z } from 'zod';
import { UpstreamError } from '@/upstream/upstream.errors';
import { parseJson } from '@/common/net/parse-json';
import { unwrapRecord } from './answer-shape';
import { lenientSchemaOf, type LenientOptions } from './lenient-schema';
import { readList, type RecordRepair } from './list-reader';
import { coercionsIn, problemOf, type ReadingProblem } from './reading-problem';

/** What the gateway read of one answer: the documented value and how many records it left out. */
export type Reading = { value: unknown; skipped: number };

type Lenient = { schema: z.ZodType; list: boolean; record?: z.ZodType };

/**
 * Reads a real server's answers into the documented shapes (`@taxi/contracts`): leniently per field,
 * per record for lists, and reports every coercion, skipped record and rejected answer.
 */
export class AnswerReader {
  private readonly lenient = new Map<EndpointName, Lenient>();
  private readonly repairs: Partial<Record<EndpointName, RecordRepair>>;

  constructor(
    private readonly options: LenientOptions,
    private readonly report: (problem: ReadingProblem) => void,
  ) {
    this.repairs = { sosList: sosRepair(options), driverList: driverRepair };
  }

  /** The value of a JSON answer to `name`; throws `bad-response` when it is not readable at all. */
  read(name: EndpointName, bytes: Buffer): Reading {
    const parsed = parseJson(bytes);
    if (!parsed.ok) {
      return this.reject(name, 'JSON', bytes.length === 0 ? 'empty' : 'text');
    }
    return this.readValue(name, parsed.value);
  }

  /** Like `read`, for an answer already parsed; `undefined` instead of a throw when it does not fit. */
  tryReadValue(name: EndpointName, body: unknown): Reading | undefined {
    try {
      return this.readValue(name, body, false);
    } catch {
      return undefined;
    }
  }

  private readValue(name: EndpointName, body: unknown, logRejection = true): Reading {
    const lenient = this.lenientFor(name);
    if (lenient.list && lenient.record) {
      const reading = readList(name, body, lenient.record, this.repairs[name]);
      if (!reading) {
        return logRejection ? this.reject(name, 'array', kindOf(body)) : failed();
      }
      reading.problems.forEach(this.report);
      return { value: reading.items, skipped: reading.skipped };
    }
    const record = unwrapRecord(body);
    const parsed = lenient.schema.safeParse(record);
    if (!parsed.success) {
      if (logRejection) {
        this.report(problemOf(name, 'rejected', record, parsed.error));
      }
      throw UpstreamError.badResponse();
    }
    coercionsIn(name, record, parsed.data).forEach(this.report);
    return { value: parsed.data, skipped: 0 };
  }

  private reject(name: EndpointName, expected: string, received: string): never {
    this.report({ call: name, kind: 'rejected', field: '(answer)', expected, received });
    throw UpstreamError.badResponse();
  }

  private lenientFor(name: EndpointName): Lenient {
    let lenient = this.lenient.get(name);
    if (!lenient) {
      const strict: z.ZodType = endpoints[name].response;
      const list = strict._zod.def.type === 'array';
      const schema = lenientSchemaOf(strict, this.options);
      lenient = {
        schema,
        list,
        record: list ? lenientSchemaOf((strict as z.ZodArray<z.ZodType>).element, this.options) : undefined,
      };
      this.lenient.set(name, lenient);
    }
    return lenient;
  }
}

function failed(): never {
  throw UpstreamError.badResponse();
}

function kindOf(body: unknown): string {
  return body === null ? 'null' : Array.isArray(body) ? 'array' : typeof body;
}

/**
 * An SOS alert is never dropped for its caller: an unreadable user becomes "unknown caller" and an
 * unreadable time is left out, so the alert still shows and can be dismissed.
 */
function sosRepair(options: LenientOptions): RecordRepair {
  const caller = lenientSchemaOf(SosCallerSchema, options);
  const time = lenientSchemaOf(TimestampSchema, options);
  return (record) => {
    if (typeof record !== 'object' || record === null) {
      return record;
    }
    const raw = record as Record<string, unknown>;
    const user = caller.safeParse(raw.user);
    const createdAt = time.safeParse(raw.createdAt);
    return {
      id: raw.id,
      user: user.success ? user.data : null,
      ...(createdAt.success ? { createdAt: createdAt.data } : {}),
    };
  };
}

/** A driver whose account cannot be read is kept by its driver number ("Řidič č. <id>"). */
const driverRepair: RecordRepair = (record) => {
  if (typeof record !== 'object' || record === null) {
    return record;
  }
  const raw = record as Record<string, unknown>;
  const user = raw.user as Record<string, unknown> | null | undefined;
  return { id: raw.id, id_user: raw.id_user ?? user?.id, user: null };
};
