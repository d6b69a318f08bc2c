import { expect, type Page, test } from '@playwright/test';
import {
  type Cluster,
  type GatewayProcess,
  MOCK_SERVICE_TOKEN,
  startCluster,
  waitFor,
} from '../../scripts/ha/cluster.mjs';
import { ADMIN, authorised, login } from './support';

const badge = (page: Page) => page.getByRole('banner').getByRole('status');

/** The replica holding the browser's live channel: the one that counts a connected admin. */
async function replicaOfBrowser(
  replicas: GatewayProcess[],
  token: string,
): Promise<GatewayProcess | undefined> {
  for (const replica of replicas) {
    const response = await fetch(`${replica.url}/api/status`, { headers: authorised(token) });
    const status = (await response.json()) as { realtime: { clients: number } };
    if (status.realtime.clients > 0) {
      return replica;
    }
  }
  return undefined;
}

test.describe.serial('a dispatcher in a real browser while a replica dies', () => {
  let cluster: Cluster;

  test.beforeAll(async () => {
    cluster = await startCluster({ env: { FLEET_POLL_INTERVAL_MS: '2000' } });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('the live map stays live and an SOS still arrives after the replica it was on is killed', async ({
    page,
  }) => {
    const nginx = cluster.nginx!.url;
    await page.request.post(`${nginx}/api/admins/login`, { data: ADMIN });
    await page.goto(`${nginx}/admin/map`);
    await expect(badge(page)).toHaveText('Živě');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

    const probe = (await login(nginx)).token;
    const holder = await waitFor('the replica with the browser', () =>
      replicaOfBrowser(cluster.replicas, probe),
    );
    await holder.kill();

    // Reconnected through nginx to the survivor, live again without a reload.
    await expect(badge(page)).toHaveText('Živě', { timeout: 15_000 });
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

    const raised = await fetch(`${cluster.upstream.url}/api/mock/sos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorised(MOCK_SERVICE_TOKEN) },
      body: JSON.stringify({}),
    });
    expect(raised.status).toBe(201);
    await expect(page.getByRole('region', { name: /SOS/ })).toContainText('SOS – žádost o pomoc');
  });

  test('Stav systému names the replica that polls the fleet, and says when Redis is away', async ({
    page,
  }) => {
    const nginx = cluster.nginx!.url;
    await page.request.post(`${nginx}/api/admins/login`, { data: ADMIN });
    await page.goto(`${nginx}/admin/status`);
    const fleet = page.getByRole('region', { name: 'Sledování vozidel' });
    await expect(fleet).toContainText(/replica-[ab] · (tato replika pro všechny|jiná replika)/);
    await expect(page.getByRole('region', { name: 'Sdílený stav (Redis)' })).toContainText('Připojeno');

    await cluster.redis.stop();
    // The page checks every 10 s; a reload shows it at once.
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('status').filter({ hasText: 'Sdílený stav (Redis) je nedostupný' }),
      ).toBeVisible();
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Sdílený stav (Redis)' })).toContainText('Nedostupný');
    await cluster.redis.start();
  });
});
