import type { EndpointName } from '@taxi/contracts';
import { asPreparedJson, type PreparedJson } from '@/common/web/prepared-json';
import type { ReceivedBody } from '@/common/net/received-body';
import type { Reading } from './reading/answer-reader';

/** Answers larger than this are validated every time rather than kept (bounds the memo's memory). */
const MAX_REMEMBERED_BYTES = 16 * 1024 * 1024;

/** A reading whose value is sent as it is: the same object, with its JSON made once, for every request. */
export type PreparedReading = { value: PreparedJson<unknown>; skipped: number };

type Remembered = { raw: Buffer; reading: PreparedReading };

/**
 * The last validated answer of each list call, by its exact bytes. Dispatch screens re-read the same
 * lists (orders, users, drivers) after every socket event, and the answer is mostly unchanged: an
 * identical body skips JSON parsing and schema validation (most of the gateway's work on a 3 MB order
 * list) and yields the same value. The value depends on the bytes alone, never on who asked, and is
 * `PreparedJson` (frozen, its JSON made once for every request that sends it): the value itself, not
 * the reading around it, since the value is what a controller returns.
 */
export class ValidatedAnswerMemo {
  private readonly remembered = new Map<EndpointName, Remembered>();

  /**
   * The value for `raw`: the remembered one when the bytes are identical to the last answer, otherwise
   * `validate(raw)`'s (a throw leaves the memo as it was).
   */
  resolve(name: EndpointName, raw: ReceivedBody, validate: (raw: Buffer) => Reading): PreparedReading {
    const last = this.remembered.get(name);
    if (last && raw.equals(last.raw)) {
      return last.reading;
    }
    const bytes = raw.bytes();
    const { value, skipped } = validate(bytes);
    const reading = { value: asPreparedJson(value), skipped };
    if (bytes.length <= MAX_REMEMBERED_BYTES) {
      this.remembered.set(name, { raw: bytes, reading });
    } else {
      this.remembered.delete(name);
    }
    return reading;
  }

  /** The bytes of the last answer kept for `name`, which the next answer is likely to repeat. */
  lastBytes(name: EndpointName): Buffer | undefined {
    return this.remembered.get(name)?.raw;
  }

  clear(): void {
    this.remembered.clear();
  }
}
