import { LocalSharedLog } from './shared-log';
import { LocalSharedValues } from './shared-values';

const DAY = 24 * 60 * 60_000;

describe('local shared log', () => {
  it('answers entries by time, oldest first, whatever order they came in', async () => {
    const log = new LocalSharedLog({ maxAgeMs: 10 * DAY, maxEntries: 10 }, () => 5 * DAY);
    await log.append(3 * DAY, 'c');
    await log.append(1 * DAY, 'a');
    await log.append(2 * DAY, 'b');
    expect(await log.range(0, 5 * DAY)).toEqual(['a', 'b', 'c']);
    expect(await log.range(2 * DAY, 3 * DAY)).toEqual(['b']);
  });

  it('keeps no more entries than its bound, and none older than its age', async () => {
    let now = 0;
    const log = new LocalSharedLog({ maxAgeMs: 3 * DAY, maxEntries: 3 }, () => now);
    for (const [index, text] of ['a', 'b', 'c', 'd'].entries()) {
      now = index * DAY;
      await log.append(now, text);
    }
    expect(await log.range(0, 10 * DAY)).toEqual(['b', 'c', 'd']);
    now = 5 * DAY + 1;
    await log.append(now, 'e');
    expect(await log.range(0, 10 * DAY)).toEqual(['d', 'e']);
  });

  it('keeps an entry appended under the same once-key only once', async () => {
    const log = new LocalSharedLog({ maxAgeMs: DAY, maxEntries: 10 }, () => 0);
    await log.append(0, 'declined 5', 'declined:5');
    await log.append(0, 'declined 5', 'declined:5');
    await log.append(0, 'declined 6', 'declined:6');
    expect(await log.range(0, 1)).toEqual(['declined 5', 'declined 6']);
  });
});

describe('local shared values', () => {
  it('sets, replaces, and sets only what is absent', async () => {
    const values = new LocalSharedValues();
    expect(await values.get('x')).toBeNull();
    expect(await values.setIfAbsent('x', 'first')).toBe('first');
    expect(await values.setIfAbsent('x', 'second')).toBe('first');
    await values.set('x', 'third');
    expect(await values.get('x')).toBe('third');
  });
});
