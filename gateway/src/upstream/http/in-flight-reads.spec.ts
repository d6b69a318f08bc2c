import { InFlightReads, type ReadIdentity } from './in-flight-reads';
import { pathOf } from '@taxi/contracts';

const VIP_READ: ReadIdentity = { token: 'session-a', method: 'GET', path: pathOf('vipList') };

/** An upstream call that answers `value` (or fails with `error`) after `ms` of fake time. */
function upstreamCall(ms: number, value: string, error?: Error): jest.Mock<Promise<string>, []> {
  return jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        setTimeout(() => (error ? reject(error) : resolve(value)), ms);
      }),
  );
}

describe('InFlightReads', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets identical reads that overlap share one upstream call', async () => {
    const reads = new InFlightReads<string>();
    const call = upstreamCall(50, 'list');

    const first = reads.share(VIP_READ, call);
    await jest.advanceTimersByTimeAsync(20);
    const second = reads.share({ ...VIP_READ }, call);
    await jest.advanceTimersByTimeAsync(30);

    await expect(Promise.all([first, second])).resolves.toEqual(['list', 'list']);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing once the answer has arrived: the next read asks the upstream again', async () => {
    const reads = new InFlightReads<string>();
    const call = upstreamCall(50, 'list');

    const first = reads.share(VIP_READ, call);
    await jest.advanceTimersByTimeAsync(50);
    await expect(first).resolves.toBe('list');
    expect(reads.size).toBe(0);

    const later = reads.share(VIP_READ, call);
    await jest.advanceTimersByTimeAsync(50);
    await expect(later).resolves.toBe('list');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives every waiting caller the same failure, and the next read tries again', async () => {
    const reads = new InFlightReads<string>();
    const failing = upstreamCall(50, '', new Error('upstream unavailable'));

    const first = reads.share(VIP_READ, failing);
    const second = reads.share(VIP_READ, failing);
    const bothFail = Promise.all([
      expect(first).rejects.toThrow('upstream unavailable'),
      expect(second).rejects.toThrow('upstream unavailable'),
    ]);
    await jest.advanceTimersByTimeAsync(50);
    await bothFail;
    expect(failing).toHaveBeenCalledTimes(1);

    const retry = upstreamCall(50, 'list');
    const third = reads.share(VIP_READ, retry);
    await jest.advanceTimersByTimeAsync(50);
    await expect(third).resolves.toBe('list');
  });

  it('never shares between sessions, paths or methods other than GET', async () => {
    const reads = new InFlightReads<string>();
    const call = upstreamCall(50, 'answer');

    const answers = [
      reads.share(VIP_READ, call),
      reads.share({ ...VIP_READ, token: 'session-b' }, call),
      reads.share({ ...VIP_READ, path: `${pathOf('vipList')}?page=2` }, call),
      reads.share({ ...VIP_READ, method: 'POST' }, call),
      reads.share({ ...VIP_READ, method: 'POST' }, call),
    ];
    await jest.advanceTimersByTimeAsync(50);

    await expect(Promise.all(answers)).resolves.toHaveLength(5);
    expect(call).toHaveBeenCalledTimes(5);
  });

  it('after forget(), a read asks afresh while the earlier one still answers its own callers', async () => {
    const reads = new InFlightReads<string>();
    const before = upstreamCall(50, 'before the change');
    const after = upstreamCall(50, 'after the change');

    const early = reads.share(VIP_READ, before);
    await jest.advanceTimersByTimeAsync(10);
    reads.forget();
    const late = reads.share(VIP_READ, after);
    const alsoLate = reads.share(VIP_READ, after);
    await jest.advanceTimersByTimeAsync(40);
    await expect(early).resolves.toBe('before the change');
    // The early read settling does not drop the late one, which is still in flight.
    expect(reads.size).toBe(1);
    await jest.advanceTimersByTimeAsync(10);

    await expect(Promise.all([late, alsoLate])).resolves.toEqual(['after the change', 'after the change']);
    expect(after).toHaveBeenCalledTimes(1);
  });
});
