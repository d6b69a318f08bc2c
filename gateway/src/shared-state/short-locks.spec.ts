import { LocalShortLocks } from './short-locks';
import { LocalShortNotes } from './short-notes';

describe('short locks in this process', () => {
  it('give a name to one taker until released or run out', async () => {
    let now = 1_000;
    const locks = new LocalShortLocks(() => now);
    const release = await locks.tryTake('redispatch:1', 60_000);
    expect(release).not.toBeNull();
    expect(await locks.tryTake('redispatch:1', 60_000)).toBeNull();
    expect(await locks.tryTake('redispatch:2', 60_000)).not.toBeNull();
    await release?.();
    const again = await locks.tryTake('redispatch:1', 60_000);
    expect(again).not.toBeNull();
    now += 60_001;
    // A taker that died frees it by itself; its late release does not free the new holder's.
    const next = await locks.tryTake('redispatch:1', 60_000);
    expect(next).not.toBeNull();
    await again?.();
    expect(await locks.tryTake('redispatch:1', 60_000)).toBeNull();
  });
});

describe('short notes in this process', () => {
  it('keep a text for a while', async () => {
    let now = 0;
    const notes = new LocalShortNotes(() => now);
    await notes.put('redispatched:1', 'č. 2231', 1_000);
    expect(await notes.get('redispatched:1')).toBe('č. 2231');
    now = 1_000;
    expect(await notes.get('redispatched:1')).toBeNull();
  });
});
