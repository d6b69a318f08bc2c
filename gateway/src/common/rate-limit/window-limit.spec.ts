import { LimiterStore } from '@/shared-state/limiter-store';
import { type Admission, underReservation } from './admission';
import { WindowLimit } from './window-limit';

const admitted = (admission: Admission) => {
  if (!admission.admitted) {
    throw new Error(`refused by ${admission.limit}`);
  }
  return admission.reservation;
};

describe('WindowLimit (in-process store)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('admits N units in the window, refuses the next until the window ends, and keeps keys apart', async () => {
    const limit = new WindowLimit(new LimiterStore(null), 'test', 3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      await admitted(await limit.take('k')).keep();
      jest.advanceTimersByTime(1_000);
    }
    expect(await limit.take('k')).toEqual({ admitted: false, retryAfterMs: 57_000, limit: 'test' });
    expect((await limit.take('other')).admitted).toBe(true);
    jest.advanceTimersByTime(57_000);
    expect((await limit.take('k')).admitted).toBe(true);
  });

  it('gives a released unit back, once, and a refused one never counts', async () => {
    const limit = new WindowLimit(new LimiterStore(null), 'test', 1, 60_000);
    const first = admitted(await limit.take('k'));
    expect((await limit.take('k')).admitted).toBe(false);
    expect((await limit.take('k')).admitted).toBe(false);
    await first.release();
    await first.release();
    const second = admitted(await limit.take('k'));
    await second.keep();
    expect((await limit.take('k')).admitted).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const limit = new WindowLimit(new LimiterStore(null), 'test', 1, 60_000);
    await admitted(await limit.take('k')).keep();
    await limit.reset('k');
    expect((await limit.take('k')).admitted).toBe(true);
  });

  it('counts windows in whole seconds, never less than one', async () => {
    const limit = new WindowLimit(new LimiterStore(null), 'test', 1, 1);
    await admitted(await limit.take('k')).keep();
    expect(await limit.take('k')).toMatchObject({ retryAfterMs: 1_000 });
  });
});

describe('a limit taken before slow work', () => {
  it('lets at most the limit of 200 parallel requests reach the work, however long the work takes', async () => {
    const limit = new WindowLimit(new LimiterStore(null), 'burst', 5, 60_000);
    let reached = 0;
    let finish!: () => void;
    // The work waits until every request has been admitted or refused: the slowest upstream there is.
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const attempts = Array.from({ length: 200 }, async () => {
      const admission = await limit.take('client');
      if (!admission.admitted) {
        return 'refused';
      }
      return underReservation(
        admission.reservation,
        async () => {
          reached += 1;
          await slow;
          return 'failed guess';
        },
        () => true,
      );
    });
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    const outcomes = await Promise.all(attempts);
    expect(reached).toBe(5);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(195);
  });
});
