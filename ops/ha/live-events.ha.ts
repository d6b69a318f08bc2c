import { expect, test } from '@playwright/test';
import { type Cluster, MOCK_SERVICE_TOKEN, sleep, startCluster, waitFor } from '../../scripts/ha/cluster.mjs';
import { authorised, collect, connected, liveChannel, login } from './support';

test.describe.serial('live events through two replicas', () => {
  let cluster: Cluster;

  test.beforeAll(async () => {
    cluster = await startCluster({ nginx: false });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('one SOS from the company server reaches a browser on each replica exactly once', async () => {
    const sockets = await Promise.all(
      cluster.replicas.map(async (replica) => {
        const session = await login(replica.url);
        return connected(liveChannel(replica.url, session.token));
      }),
    );
    const received = sockets.map((socket) => collect<{ id: number }>(socket, 'sos'));

    const raised = await fetch(`${cluster.upstream.url}/api/mock/sos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorised(MOCK_SERVICE_TOKEN) },
      body: JSON.stringify({}),
    });
    expect(raised.status).toBe(201);
    const alert = (await raised.json()) as { id: number };

    await waitFor('the alert on every browser', () => received.every((list) => list.length > 0), 15_000);
    // Long enough for a duplicate relayed by the other replica to arrive too.
    await sleep(2_000);
    for (const list of received) {
      expect(list.map((payload) => payload.id)).toEqual([alert.id]);
    }
    sockets.forEach((socket) => socket.close());
  });
});
