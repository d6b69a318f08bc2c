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
