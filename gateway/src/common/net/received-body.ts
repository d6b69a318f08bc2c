/**
 * An answer's body as it arrived, in chunks. Joining a multi-megabyte body into one buffer doubles
 * what the garbage collector has to reclaim per call, so it is joined only when somebody needs the
 * whole (to parse it); comparing with known bytes works on the chunks.
 */
export class ReceivedBody {
  private joined: Buffer | undefined;

  constructor(
    private readonly chunks: readonly Buffer[],
    readonly length: number,
  ) {}

  static of(bytes: Buffer): ReceivedBody {
    return new ReceivedBody([bytes], bytes.length);
  }

  /** Whether the body is exactly these bytes. */
  equals(bytes: Buffer): boolean {
    if (bytes.length !== this.length) {
      return false;
    }
    if (this.chunks.length === 1 && this.chunks[0] === bytes) {
      return true; // collected as a repeat of these very bytes
    }
    let offset = 0;
    for (const chunk of this.chunks) {
      if (bytes.compare(chunk, 0, chunk.length, offset, offset + chunk.length) !== 0) {
        return false;
      }
      offset += chunk.length;
    }
    return true;
  }

  /** The whole body in one buffer (joined once). */
  bytes(): Buffer {
    this.joined ??= this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    return this.joined;
  }
}

/**
 * Collects a body as its chunks arrive. Chunks that repeat `expected` (the last answer of the same
 * call) at the same offset are compared and dropped at once instead of kept: an unchanged 3 MB list
 * then leaves nothing behind but the socket's short-lived reads, which the young-generation collector
 * reclaims cheaply, rather than megabytes that outlive it and make full collections run.
 */
export class BodyCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  /** How many leading bytes equal `expected` (and were dropped); below `size` after a difference. */
  private repeated = 0;

  constructor(private readonly expected?: Buffer) {}

  get length(): number {
    return this.size;
  }

  add(chunk: Buffer): void {
    const expected = this.expected;
    if (expected && this.repeated === this.size) {
      const end = this.size + chunk.length;
      if (end <= expected.length && expected.compare(chunk, 0, chunk.length, this.size, end) === 0) {
        this.size = end;
        this.repeated = end;
        return;
      }
      // The first difference: the dropped prefix is the expected bytes', kept as a view.
      if (this.repeated > 0) {
        this.chunks.push(expected.subarray(0, this.repeated));
      }
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  finish(): ReceivedBody {
    const expected = this.expected;
    if (expected && this.repeated === this.size) {
      const body = this.size === expected.length ? expected : expected.subarray(0, this.size);
      return new ReceivedBody([body], this.size);
    }
    return new ReceivedBody(this.chunks, this.size);
  }
}
