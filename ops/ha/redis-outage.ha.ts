import { expect, test } from '@playwright/test';
import { type Cluster, type GatewayProcess, startCluster, waitFor } from '../../scripts/ha/cluster.mjs';
import { ADMIN, attemptLogin, authorised, login, WRONG } from './support';

type Readiness = { status: string; redis?: string };

async function readiness(replica: GatewayProcess): Promise<{ code: number; body: Readiness }> {
  const response = await fetch(`${replica.url}/readyz`);
  return { code: response.status, body: (await response.json()) as Readiness };
}

test.describe.serial('Redis stopped and started under two replicas', () => {
  let cluster: Cluster;
  const tokens = new Map<string, string>();

  test.beforeAll(async () => {
    cluster = await startCluster({
      nginx: false,
      env: { LOGIN_MAX_FAILURES: '5', LOGIN_FAILURE_WINDOW_MS: '60000', FLEET_POLL_INTERVAL_MS: '2000' },
    });
    for (const replica of cluster.replicas) {
      tokens.set(replica.name, (await login(replica.url)).token);
    }
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('without Redis both replicas serve, say so, and still limit logins in-process', async () => {
    await cluster.redis.stop();
    for (const replica of cluster.replicas) {
      const ready = await waitFor(`${replica.name} reports Redis down`, async () => {
        const answer = await readiness(replica);
        return answer.body.redis === 'down' ? answer : undefined;
      });
      expect(ready.code).toBe(200);
      expect(ready.body.status).toBe('ready');
      const vip = await fetch(`${replica.url}/api/vip`, { headers: authorised(tokens.get(replica.name)!) });
      expect(vip.status).toBe(200);
      const status = (await (
        await fetch(`${replica.url}/api/status`, { headers: authorised(tokens.get(replica.name)!) })
      ).json()) as { sharedState: { redis: string }; fleet: { role: string } };
      expect(status.sharedState.redis).toBe('down');
      // Each replica polls the fleet for itself meanwhile.
      await waitFor(`${replica.name} polls alone`, async () => {
        const now = (await (
          await fetch(`${replica.url}/api/status`, { headers: authorised(tokens.get(replica.name)!) })
        ).json()) as { fleet: { role: string } };
        return now.fleet.role === 'fallback';
      });
    }

    const [a] = cluster.replicas as [GatewayProcess];
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await attemptLogin(a.url, WRONG, { address: `203.0.113.${guess}` })).status).toBe(401);
    }
    // The sixth is refused: the replica's own limits stand in, never none.
    expect((await attemptLogin(a.url, ADMIN, { address: '203.0.113.6' })).status).toBe(429);
  });

  test('when Redis returns the replicas share again, without a restart', async () => {
    await cluster.redis.start();
    for (const replica of cluster.replicas) {
      await waitFor(`${replica.name} reports Redis connected`, async () => {
        const answer = await readiness(replica);
        return answer.code === 200 && answer.body.redis === 'connected';
      });
    }
    const [a, b] = cluster.replicas as [GatewayProcess, GatewayProcess];
    // One poller again.
    await waitFor('one poller and one follower', async () => {
      const roles = await Promise.all(
        cluster.replicas.map(async (replica) => {
          const status = (await (
            await fetch(`${replica.url}/api/status`, { headers: authorised(tokens.get(replica.name)!) })
          ).json()) as { fleet: { role: string } };
          return status.fleet.role;
        }),
      );
      return roles.sort().join() === 'following,polling';
    });
    // Failures of another username spread over both replicas count together again.
    const other = { username: 'jiny-dispecer', password: 'nevim' };
    const statuses: number[] = [];
    for (let guess = 1; guess <= 5; guess += 1) {
      const url = guess % 2 === 1 ? a.url : b.url;
      statuses.push((await attemptLogin(url, other, { address: `198.51.100.${guess}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attemptLogin(b.url, other, { address: '198.51.100.6' })).status).toBe(429);
    expect((await attemptLogin(a.url, other, { address: '198.51.100.7' })).status).toBe(429);
  });
});
