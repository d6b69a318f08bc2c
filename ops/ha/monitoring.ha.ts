import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import {
  type Cluster,
  type PrometheusProcess,
  PROMTOOL,
  root,
  startCluster,
  startPrometheus,
  waitFor,
} from '../../scripts/ha/cluster.mjs';
import { attemptLogin, authorised, login, WRONG } from './support';

// Short, so a rate has its samples within seconds; the shipped file scrapes every 15 s.
const INTERVAL = '2s';

type Panel = { id: number; title: string; type: string; targets?: { expr?: string }[] };
type Dashboard = { panels: Panel[]; templating: { list: { name: string; definition?: string }[] } };
type Rule = { alert: string; expr: string };
type QueryAnswer = { status: string; error?: string; data?: { result: unknown[] } };

const dashboard = JSON.parse(
  readFileSync(path.join(root, 'ops/grafana/taxi-gateway.json'), 'utf8'),
) as Dashboard;
const alertRules = (
  parseYaml(readFileSync(path.join(root, 'ops/prometheus/alerts.yml'), 'utf8')) as {
    groups: { rules: Rule[] }[];
  }
).groups.flatMap((group) => group.rules);
const panelQueries = dashboard.panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel, expr: target.expr ?? '' })),
);

/**
 * What mock mode cannot make happen, so these panels stay empty here: calls to the company's server
 * that fail (the embedded mock always answers) and its records left out as unreadable.
 */
const UNFED_PANELS = new Set(['Company server: failed calls', 'Records left out as unreadable']);

/** A panel's query as Grafana sends it: every replica chosen, its intervals filled in. */
function asGrafanaSends(expr: string): string {
  return expr
    .replaceAll('$instance', '.+')
    .replaceAll('$__rate_interval', '1m')
    .replaceAll('$__range', '5m')
    .replaceAll('$__interval', '15s');
}

test.describe.serial("the monitoring profile's Prometheus, with two real replicas", () => {
  let cluster: Cluster;
  let prometheus: PrometheusProcess;

  const query = async (expr: string): Promise<QueryAnswer> => {
    const response = await fetch(`${prometheus.url}/api/v1/query?query=${encodeURIComponent(expr)}`);
    return (await response.json()) as QueryAnswer;
  };

  test.beforeAll(async () => {
    cluster = await startCluster({ metrics: true, env: { LOGIN_MAX_FAILURES: '1', LOG_LEVEL: 'warn' } });
    prometheus = await startPrometheus(
      cluster.replicas.map((replica) => `127.0.0.1:${replica.metricsPort}`),
      { interval: INTERVAL },
    );
  });
  test.afterAll(async () => {
    await prometheus?.stop();
    await cluster?.stop();
  });

  test('promtool passes the shipped configuration (with its rules) and the rules', () => {
    for (const args of [
      ['check', 'config', 'ops/prometheus/prometheus.yml'],
      ['check', 'rules', 'ops/prometheus/alerts.yml'],
    ]) {
      const result = spawnSync(PROMTOOL, args, { cwd: root, encoding: 'utf8' });
      expect({ args, status: result.status, output: result.stderr }).toEqual({ args, status: 0, output: '' });
      expect(result.stdout).toContain('SUCCESS');
    }
  });

  test('scrapes both replicas on their metrics ports and loads every alert rule', async () => {
    const up = await waitFor(
      'both replicas scraped',
      async () => {
        const answer = await query('up{job="taxi-gateway"} == 1');
        return answer.data?.result.length === 2 ? answer.data.result : undefined;
      },
      60_000,
      500,
    );
    expect(up).toHaveLength(2);
    const response = await fetch(`${prometheus.url}/api/v1/rules?type=alert`);
    const { data } = (await response.json()) as { data: { groups: { rules: { name: string }[] }[] } };
    const loaded = data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    expect(loaded.sort()).toEqual(alertRules.map((rule) => rule.alert).sort());
  });

  test('every alert expression and every panel query is valid PromQL there; the panels mock mode can feed have data', async () => {
    // Traffic through nginx and to each replica: requests, upstream calls (one refused), session
    // checks, a map search, admin writes, a lockout, a write from another site, live events.
    const session = await login(cluster.nginx!.url);
    for (const replica of cluster.replicas) {
      const headers = authorised(session.token);
      await fetch(`${replica.url}/api/vip`, { headers });
      await fetch(`${replica.url}/api/geo/places?q=Litom%C4%9B%C5%99ice&session=abcdef12`, { headers });
      await fetch(`${replica.url}/api/nic/tady`, { headers });
      for (const body of [{ id: 3, from: '07:00', to: '15:00' }, { id: 999_999 }]) {
        const write = body.from ? '/api/admins/setWorkhours' : '/api/sos/dismiss';
        await fetch(`${replica.url}${write}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      }
      await fetch(`${replica.url}/api/sos/dismiss`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{"id":1}',
      });
      await attemptLogin(replica.url, WRONG, { address: '198.51.100.7' });
      await attemptLogin(replica.url, WRONG, { address: '198.51.100.7' });
    }
    // The company server's live events reach both replicas.
    const upstreamSession = await login(cluster.upstream.url);
    for (const call of ['/api/mock/rides/tick', '/api/mock/sos']) {
      await fetch(`${cluster.upstream.url}${call}`, {
        method: 'POST',
        headers: { ...authorised(upstreamSession.token), 'content-type': 'application/json' },
        body: '{}',
      });
    }

    for (const rule of alertRules) {
      const answer = await query(rule.expr);
      expect({ alert: rule.alert, status: answer.status, error: answer.error }).toEqual({
        alert: rule.alert,
        status: 'success',
        error: undefined,
      });
    }
    const instances = (await (
      await fetch(`${prometheus.url}/api/v1/label/instance/values?match[]=taxi_process_start_time_seconds`)
    ).json()) as { data: string[] };
    expect(instances.data).toHaveLength(2);

    for (const { panel, expr } of panelQueries) {
      const answer = await query(asGrafanaSends(expr));
      expect({ panel: panel.title, expr, status: answer.status, error: answer.error }).toEqual({
        panel: panel.title,
        expr,
        status: 'success',
        error: undefined,
      });
    }
    // A panel has data once any of its queries returns a series; rates need two scrapes after the traffic.
    const hasData = async (panel: Panel) => {
      for (const target of panel.targets ?? []) {
        if (((await query(asGrafanaSends(target.expr ?? ''))).data?.result.length ?? 0) > 0) {
          return true;
        }
      }
      return false;
    };
    const empty: string[] = [];
    for (const panel of dashboard.panels.filter((candidate) => candidate.targets?.length)) {
      const fed = UNFED_PANELS.has(panel.title)
        ? await hasData(panel)
        : await waitFor(
            `data for "${panel.title}"`,
            async () => (await hasData(panel)) || undefined,
            30_000,
            500,
          ).catch(() => false);
      if (!fed) {
        empty.push(panel.title);
      }
    }
    expect(empty.sort()).toEqual([...UNFED_PANELS].sort());

    // Every rule evaluated without a runtime error (e.g. a many-to-many match).
    const rules = (await (await fetch(`${prometheus.url}/api/v1/rules?type=alert`)).json()) as {
      data: { groups: { rules: { name: string; health: string; lastError?: string }[] }[] };
    };
    const unhealthy = rules.data.groups
      .flatMap((group) => group.rules)
      .filter((rule) => rule.health === 'err')
      .map((rule) => `${rule.name}: ${rule.lastError}`);
    expect(unhealthy).toEqual([]);
  });
});
