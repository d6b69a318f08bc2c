import { expect, test } from '@playwright/test';
import {
  type Cluster,
  type GatewayProcess,
  sleep,
  startCluster,
  waitFor,
} from '../../scripts/ha/cluster.mjs';
import { authorised, FakeTracking, login } from './support';

const INTERVAL_MS = 10_000;

type FleetStatus = { role: string; poller: string | null; lastSuccessAt: string | null };

async function fleetStatus(replica: GatewayProcess, token: string): Promise<FleetStatus> {
  const response = await fetch(`${replica.url}/api/status`, { headers: authorised(token) });
  return ((await response.json()) as { fleet: FleetStatus }).fleet;
}

test.describe.serial('one fleet poller for two replicas', () => {
  let cluster: Cluster;
  let tracking: FakeTracking;
  const tokens = new Map<string, string>();

  const pollerOf = async (replicas: GatewayProcess[]) => {
    for (const replica of replicas) {
      if ((await fleetStatus(replica, tokens.get(replica.name)!)).role === 'polling') {
        return replica;
      }
    }
    return undefined;
  };

  test.beforeAll(async () => {
    tracking = await FakeTracking.start();
    cluster = await startCluster({ nginx: false, env: tracking.env(INTERVAL_MS) });
    for (const replica of cluster.replicas) {
      tokens.set(replica.name, (await login(replica.url)).token);
    }
  });
  test.afterAll(async () => {
    await cluster?.stop();
    await tracking?.close();
  });

  test('over 35 s with a 10 s interval the provider is polled 3–4 times, not once per replica', async () => {
    const from = Date.now();
    await sleep(35_000);
    const polls = tracking.pollsSince(from);
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(polls).toBeLessThanOrEqual(4);

    // Both replicas show the same snapshot, and say who polled it.
    const [a, b] = cluster.replicas as [GatewayProcess, GatewayProcess];
    const statuses = [await fleetStatus(a, tokens.get(a.name)!), await fleetStatus(b, tokens.get(b.name)!)];
    expect(statuses.map((status) => status.role).sort()).toEqual(['following', 'polling']);
    expect(new Set(statuses.map((status) => status.poller)).size).toBe(1);
    const positions = await Promise.all(
      cluster.replicas.map(async (replica) => {
        const response = await fetch(`${replica.url}/api/fleet/positions`, {
          headers: authorised(tokens.get(replica.name)!),
        });
        return ((await response.json()) as { positions: { spz: string }[] }).positions.map((car) => car.spz);
      }),
    );
    expect(positions).toEqual([['4U2 1234'], ['4U2 1234']]);
  });

  test('a poller killed with SIGKILL just after its poll is replaced on cadence, never two polls in one interval', async () => {
    const poller = await waitFor('a polling replica', () => pollerOf(cluster.replicas));
    const survivor = cluster.replicas.find((replica) => replica !== poller)!;
    // Just after a poll: the longest a survivor may wait (the figure itself: npm run bench, BENCH_ONLY=ha).
    const seen = tracking.polls.length;
    await waitFor('a poll', () => tracking.polls.length > seen, 2 * INTERVAL_MS, 50);
    const killedAt = Date.now();
    await poller.kill();

    const nextPoll = await waitFor(
      'a poll by the survivor',
      () => tracking.polls.find((time) => time > killedAt),
      40_000,
      200,
    );
    test.info().annotations.push({ type: 'survivor polled after', description: `${nextPoll - killedAt} ms` });
    // Generous limits: the claim is one interval (plus a poll's time), on a busy machine.
    expect(nextPoll - killedAt).toBeLessThan(2 * INTERVAL_MS);
    const gaps = tracking.polls.slice(1).map((at, index) => at - tracking.polls[index]!);
    expect(Math.min(...gaps)).toBeGreaterThan(INTERVAL_MS / 2);
    expect((await fleetStatus(survivor, tokens.get(survivor.name)!)).role).toBe('polling');
  });
});
