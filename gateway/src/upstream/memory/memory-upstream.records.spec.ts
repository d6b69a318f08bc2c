import { SosListSchema, VipListSchema, WorkHoursListSchema } from '@taxi/contracts';
import type { UpstreamEvent } from '@/upstream/upstream-events.port';
import { ADMIN, createTestUpstream, FIXED_NOW, upstreamError } from '@test/support/memory-upstream.fixture';

describe('MemoryUpstream VIP codes', () => {
  it('lists the seeded codes newest first and adds a new one on top', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const before = VipListSchema.parse(await t.upstream.call('vipList', t.caller));
    expect(before.map((vip) => vip.id)).toEqual([...before.map((vip) => vip.id)].sort((a, b) => b - a));
    const created = await t.upstream.call('vipCreate', t.caller, {
      body: {
        phone: '+420 731 000 111',
        discount: 15,
        code: 'LITOMERI',
      },
    });
    expect(created).toEqual({
      id: (before[0]?.id ?? 0) + 1,
      phone: '+420 731 000 111',
      code: 'LITOMERI',
      discount: 15,
    });
    expect((await t.upstream.call('vipList', t.caller))[0]).toEqual(created);
  });

  it('refuses a code that exists and a phone that already has a code, in any spelling', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const [existing] = await t.upstream.call('vipList', t.caller);
    const create = (phone: string, code: string) =>
      t.upstream.call('vipCreate', t.caller, { body: { phone, discount: 10, code } });
    await expect(create('+420 731 000 222', existing?.code ?? '')).rejects.toMatchObject(
      upstreamError(409, 'Tento VIP kód již existuje'),
    );
    const samePhone = (existing?.phone ?? '').replace('+420', '00420');
    await expect(create(samePhone, 'NOVYKODX')).rejects.toMatchObject(
      upstreamError(409, 'Toto telefonní číslo již má VIP kód'),
    );
    expect(await t.upstream.call('vipList', t.caller)).toHaveLength(8);
  });
});

describe('MemoryUpstream SOS alerts', () => {
  it('starts with two open alerts from named customers, newest first', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const alerts = SosListSchema.parse(await t.upstream.call('sosList', t.caller));
    expect(alerts).toHaveLength(2);
    expect(Date.parse(alerts[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(alerts[1]?.createdAt ?? ''));
  });

  it('raises an alert for a given or a random customer, on top of the list, and emits sos', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const events: UpstreamEvent[] = [];
    t.upstream.onEvent((event) => events.push(event));
    const [user] = await t.upstream.call('userList', t.caller);
    const mine = t.upstream.raiseSos(user?.id);
    expect(mine.user).toEqual({
      first_name: user?.first_name,
      last_name: user?.last_name,
      phone: user?.phone,
    });
    expect(mine.createdAt).toBe(FIXED_NOW.toISOString());
    t.advance(1000);
    const random = t.upstream.raiseSos();
    const alerts = await t.upstream.call('sosList', t.caller);
    expect(alerts.map((alert) => alert.id).slice(0, 2)).toEqual([random.id, mine.id]);
    expect(events).toEqual([
      { name: 'sos', payload: { id: mine.id } },
      { name: 'sos', payload: { id: random.id } },
    ]);
    expect(() => t.upstream.raiseSos(9999)).toThrow(expect.objectContaining(upstreamError(404)));
  });

  it('dismisses an alert and emits sos; an unknown alert is not found', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const events: UpstreamEvent[] = [];
    t.upstream.onEvent((event) => events.push(event));
    const [alert] = await t.upstream.call('sosList', t.caller);
    await t.upstream.call('sosDismiss', t.caller, { body: { id: alert?.id ?? 0 } });
    expect(await t.upstream.call('sosList', t.caller)).toHaveLength(1);
    expect(events).toEqual([{ name: 'sos', payload: { id: alert?.id } }]);
    await expect(
      t.upstream.call('sosDismiss', t.caller, { body: { id: alert?.id ?? 0 } }),
    ).rejects.toMatchObject(upstreamError(404, 'SOS nenalezeno'));
  });
});

describe('MemoryUpstream notifications', () => {
  it('lists notifications newest first and adds a new one dated now', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const before = await t.upstream.call('notificationList', t.caller);
    expect(before).toHaveLength(10);
    const times = before.map((notification) => Date.parse(notification.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const created = await t.upstream.call('notificationCreate', t.caller, {
      body: {
        title: 'Výluka',
        content: 'Jezdíme objízdnou trasou.',
      },
    });
    expect(created).toEqual({
      id: 11,
      title: 'Výluka',
      content: 'Jezdíme objízdnou trasou.',
      createdAt: FIXED_NOW.toISOString(),
    });
    expect((await t.upstream.call('notificationList', t.caller))[0]).toEqual(created);
  });
});

describe('MemoryUpstream monthly items', () => {
  it('lists a month in insertion order, adds and deletes items', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const june = { month: 6, year: 2025 };
    const seeded = await t.upstream.call('monthlyList', t.caller, { body: june });
    expect(seeded.length).toBeGreaterThan(1);
    expect(seeded.map((item) => item.id)).toEqual([...seeded.map((item) => item.id)].sort((a, b) => a - b));
    const added = await t.upstream.call('monthlyAdd', t.caller, {
      body: { ...june, name: 'Dálniční známka', price: -2300 },
    });
    expect(added).toEqual({ id: expect.any(Number), name: 'Dálniční známka', price: -2300 });
    expect((await t.upstream.call('monthlyList', t.caller, { body: june })).at(-1)).toEqual(added);
    expect(await t.upstream.call('monthlyList', t.caller, { body: { month: 6, year: 2019 } })).toEqual([]);
    const id = Number(added.id);
    await t.upstream.call('monthlyDelete', t.caller, { body: { id } });
    expect(await t.upstream.call('monthlyList', t.caller, { body: june })).toEqual(seeded);
    await expect(t.upstream.call('monthlyDelete', t.caller, { body: { id } })).rejects.toMatchObject(
      upstreamError(404, 'Položka nenalezena'),
    );
  });
});

describe('MemoryUpstream work hours', () => {
  it('answers all seven days with the seeded opening hours and Sunday unset', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const hours = WorkHoursListSchema.parse(await t.upstream.call('workHoursList', t.caller));
    expect(hours.map((entry) => [entry.id, entry.day, entry.from, entry.to])).toEqual([
      [1, 1, '07:00', '22:00'],
      [2, 2, '07:00', '22:00'],
      [3, 3, '07:00', '22:00'],
      [4, 4, '07:00', '22:00'],
      [5, 5, '07:00', '05:00'],
      [6, 6, '20:00', '05:00'],
      [7, 7, null, null],
    ]);
  });

  it('sets a day without seconds and removes one to nulls', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    await t.upstream.call('workHoursSet', t.caller, {
      body: { token: t.caller.token, id: 7, from: '09:30:15', to: '18:00' },
    });
    await t.upstream.call('workHoursRemove', t.caller, { body: { token: t.caller.token, id: 1 } });
    const hours = await t.upstream.call('workHoursList', t.caller);
    expect(hours[6]).toEqual({ id: 7, day: 7, from: '09:30', to: '18:00' });
    expect(hours[0]).toEqual({ id: 1, day: 1, from: null, to: null });
  });

  it('rejects an invalid day or time without changing anything', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const before = await t.upstream.call('workHoursList', t.caller);
    const set = (id: number, from: string) =>
      t.upstream.call('workHoursSet', t.caller, { body: { token: t.caller.token, id, from, to: '10:00' } });
    await expect(set(8, '07:00')).rejects.toMatchObject(upstreamError(400));
    await expect(set(1, '25:00')).rejects.toMatchObject(upstreamError(400));
    expect(await t.upstream.call('workHoursList', t.caller)).toEqual(before);
  });

  it('shares work hours between sessions of the same admin', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    await t.upstream.call('workHoursSet', t.caller, {
      body: { token: t.caller.token, id: 7, from: '10:00', to: '12:00' },
    });
    const second = await t.upstream.call('login', null, { body: ADMIN });
    const hours = await t.upstream.call('workHoursList', { token: second?.accessToken ?? '' });
    expect(hours[6]).toMatchObject({ from: '10:00', to: '12:00' });
  });
});

describe('MemoryUpstream events', () => {
  it('keeps notifying other listeners when one throws, and stops after unsubscribing', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const received: UpstreamEvent[] = [];
    t.upstream.onEvent(() => {
      throw new Error('listener failure');
    });
    const unsubscribe = t.upstream.onEvent((event) => received.push(event));
    const [alert] = await t.upstream.call('sosList', t.caller);
    await expect(
      t.upstream.call('sosDismiss', t.caller, { body: { id: alert?.id ?? 0 } }),
    ).resolves.toBeUndefined();
    unsubscribe();
    t.upstream.raiseSos();
    expect(received).toEqual([{ name: 'sos', payload: { id: alert?.id } }]);
  });
});
