import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pathOf } from '@taxi/contracts';
import request from 'supertest';
import { parse as parseYaml } from 'yaml';
import { metricsPort, scrape } from './support/metrics-scrape';
import { MOCK_CREDENTIALS, startApp, testEnv } from './support/test-app';

const root = path.join(__dirname, '..', '..');
const ALERTS_FILE = 'ops/prometheus/alerts.yml';
const DASHBOARD_FILE = 'ops/grafana/taxi-gateway.json';

type Rule = {
  alert?: unknown;
  expr?: unknown;
  for?: unknown;
  labels?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
};
type RuleFile = { groups?: { name?: unknown; rules?: Rule[] }[] };
type Target = { expr?: string; datasource?: { uid?: string } };
type Panel = {
  id: number;
  type: string;
  title: string;
  datasource?: { type?: string; uid?: string };
  gridPos?: { h: number; w: number; x: number; y: number };
  targets?: Target[];
};
type Variable = { name: string; type: string; query?: unknown; definition?: string; includeAll?: boolean };
type Dashboard = { schemaVersion: number; uid: string; panels: Panel[]; templating: { list: Variable[] } };

const ruleFile = parseYaml(readFileSync(path.join(root, ALERTS_FILE), 'utf8')) as RuleFile;
const rules = (ruleFile.groups ?? []).flatMap((group) => group.rules ?? []);
const dashboard = JSON.parse(readFileSync(path.join(root, DASHBOARD_FILE), 'utf8')) as Dashboard;
const dashboardPanels = dashboard.panels.filter((panel) => panel.type !== 'row');

/** Every PromQL expression in the two files, named by where it is. */
function expressions(): { where: string; expr: string }[] {
  const fromRules = rules.map((rule) => ({ where: `alert ${String(rule.alert)}`, expr: String(rule.expr) }));
  const fromPanels = dashboardPanels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr ?? '' })),
  );
  const fromVariables = dashboard.templating.list
    .filter((variable) => variable.type === 'query')
    .map((variable) => ({ where: `variable ${variable.name}`, expr: variable.definition ?? '' }));
  return [...fromRules, ...fromPanels, ...fromVariables];
}

// Prometheus durations: 30s, 5m, 1h30m…
const DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;
const SEVERITY = /^(critical|warning|info)$/;

/** Brackets and quotes that open and close in order: the suite parses no PromQL (promtool does). */
function balanced(expr: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const open: string[] = [];
  let quote: string | null = null;
  let escaped = false;
  for (const char of expr) {
    if (quote) {
      if (escaped) {
        escaped = false;
      } else if (char === '\\') {
        escaped = true;
      } else if (char === quote) {
        quote = null;
      }
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if ('([{'.includes(char)) {
      open.push(char);
    } else if (char in pairs && open.pop() !== pairs[char]) {
      return false;
    }
  }
  return open.length === 0 && quote === null;
}

/** The label names a selector of each metric matches on, e.g. `taxi_x{verdict="error"}` → verdict. */
function selectorLabels(expr: string): { metric: string; labels: string[] }[] {
  return [...expr.matchAll(/\b(taxi_[a-z0-9_]+)\s*\{([^}]*)\}/g)].map(([, metric = '', matchers = '']) => ({
    metric,
    labels: [...matchers.matchAll(/([a-zA-Z_]\w*)\s*(?:=~|!~|!=|=)\s*"/g)].map(([, label = '']) => label),
  }));
}

/** `# TYPE` lines of an exposition: metric family → type. */
function families(exposition: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', type = ''] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    found.set(name, type);
  }
  return found;
}

/** The family a name in an expression belongs to: itself, or the histogram of a `_bucket/_count/_sum`. */
function familyOf(name: string, exposed: Map<string, string>): string | undefined {
  if (exposed.has(name)) {
    return name;
  }
  const base = name.replace(/_(bucket|count|sum)$/, '');
  const type = exposed.get(base);
  return base !== name && (type === 'histogram' || type === 'summary') ? base : undefined;
}

/** Label names seen on each family's samples (series exist only once something was counted). */
function sampleLabels(exposition: string, exposed: Map<string, string>): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const line of exposition.split('\n')) {
    const [, name = '', pairs = ''] = /^(taxi_[a-z0-9_]+)\{(.*)\} \S+$/.exec(line) ?? [];
    const family = familyOf(name, exposed);
    if (!family) {
      continue;
    }
    const labels = seen.get(family) ?? new Set<string>();
    for (const [, label = ''] of pairs.matchAll(/(?:^|,)([a-zA-Z_]\w*)="/g)) {
      labels.add(label);
    }
    seen.set(family, labels);
  }
  return seen;
}

describe(ALERTS_FILE, () => {
  it('is a rule file: named groups of rules, each with alert, expr, for, a severity, a summary and a one-line runbook', () => {
    expect(ruleFile.groups?.length).toBeGreaterThan(0);
    for (const group of ruleFile.groups ?? []) {
      expect(typeof group.name).toBe('string');
      expect(group.rules?.length).toBeGreaterThan(0);
    }
    for (const rule of rules) {
      const name = String(rule.alert);
      expect({
        name,
        keys: Object.keys(rule).filter(
          (key) => !['alert', 'expr', 'for', 'labels', 'annotations'].includes(key),
        ),
      }).toEqual({ name, keys: [] });
      expect(name).toMatch(/^Taxi[A-Z][A-Za-z]+$/);
      expect(typeof rule.expr === 'string' && rule.expr.trim().length > 0).toBe(true);
      expect({ name, for: rule.for }).toEqual({ name, for: expect.stringMatching(DURATION) });
      expect({ name, severity: rule.labels?.severity }).toEqual({
        name,
        severity: expect.stringMatching(SEVERITY),
      });
      expect({ name, summary: rule.annotations?.summary }).toEqual({
        name,
        summary: expect.stringMatching(/^\S[^\n]*$/),
      });
      expect({ name, runbook: rule.annotations?.runbook }).toEqual({
        name,
        runbook: expect.stringMatching(/^\S[^\n]*$/),
      });
    }
  });

  it('names every alert once', () => {
    const names = rules.map((rule) => String(rule.alert));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('covers what dispatch depends on: the company server, token checks, the live link, the fleet, logins, Redis and the event loop', () => {
    const all = rules.map((rule) => String(rule.expr)).join('\n');
    for (const metric of [
      'taxi_upstream_call_duration_seconds_count',
      'taxi_session_checks_total',
      'taxi_upstream_socket_state',
      'taxi_fleet_snapshot_age_seconds',
      'taxi_fleet_polling',
      'taxi_login_lockouts_total',
      'taxi_redis_up',
      'taxi_upstream_reachable',
      'taxi_admin_actions_total',
      'taxi_nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(all).toContain(metric);
    }
  });
});

describe(DASHBOARD_FILE, () => {
  it('imports into Grafana: schema 36 or later, a Prometheus datasource variable and a replica (instance) variable', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toBe('taxi-gateway');
    const variables = new Map(dashboard.templating.list.map((variable) => [variable.name, variable]));
    expect(variables.get('datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    expect(variables.get('instance')).toMatchObject({ type: 'query', includeAll: true });
    expect(variables.get('instance')?.definition).toMatch(/^label_values\(taxi_[a-z0-9_]+, instance\)$/);
  });

  it('has the rows ops read, each panel placed once with a unique id', () => {
    const rows = dashboard.panels.filter((panel) => panel.type === 'row').map((panel) => panel.title);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Traffic',
        'Company server',
        'Live & fleet',
        'Security',
        'Runtime',
        'Admin actions',
      ]),
    );
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect({ title: panel.title, gridPos: panel.gridPos }).toEqual({
        title: panel.title,
        gridPos: expect.any(Object),
      });
    }
  });

  it('queries every panel through the datasource variable, each metric filtered by the chosen replicas', () => {
    for (const panel of dashboardPanels) {
      expect({ title: panel.title, uid: panel.datasource?.uid }).toEqual({
        title: panel.title,
        uid: '${datasource}',
      });
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect({ title: panel.title, uid: target.datasource?.uid }).toEqual({
          title: panel.title,
          uid: '${datasource}',
        });
        const unfiltered = [...(target.expr ?? '').matchAll(/\btaxi_[a-z0-9_]+(\s*\{[^}]*\})?/g)]
          .filter(([, selector]) => !selector?.includes('instance=~"$instance"'))
          .map(([selector]) => selector);
        expect({ title: panel.title, unfiltered }).toEqual({ title: panel.title, unfiltered: [] });
      }
    }
  });
});

describe('expressions in the ops files', () => {
  it('are written with balanced brackets and quotes', () => {
    const broken = expressions()
      .filter(({ expr }) => !balanced(expr))
      .map(({ where }) => where);
    expect(broken).toEqual([]);
  });
});

describe('metrics the ops files use', () => {
  let app: NestExpressApplication;
  let exposition: string;

  beforeAll(async () => {
    app = await startApp(testEnv({ METRICS_PORT: '0', LOGIN_MAX_FAILURES: '1' }));
    const http = () => request(app.getHttpServer());
    // Enough traffic that the labelled series exist: requests, upstream calls, session checks,
    // a map search, an admin write, a wrong login and its lockout, a write from another site.
    const session = await http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
    const token = (session.body as { accessToken: string }).accessToken;
    await http().get(pathOf('vipList')).set('Authorization', `Bearer ${token}`).expect(200);
    await http().get(pathOf('vipList')).set('Authorization', 'Bearer no-such-session-token').expect(401);
    await http()
      .get(`${pathOf('placeSearch')}?q=${encodeURIComponent('Litoměřice')}&session=abcdef12`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await http()
      .post(pathOf('workHoursSet'))
      .set('Authorization', `Bearer ${token}`)
      .send({ id: 2, from: '07:00', to: '15:00' })
      .expect(200);
    const wrong = { ...MOCK_CREDENTIALS, password: 'spatne' };
    await http().post(pathOf('login')).send(wrong).expect(401);
    await http().post(pathOf('login')).send(wrong).expect(429);
    await http().post(pathOf('sendWebEmail')).set('Origin', 'https://evil.example').send({}).expect(403);
    exposition = (await scrape(metricsPort(app))).body;
  });
  afterAll(() => app.close());

  it('are all exposed by a running gateway (a renamed metric fails here)', () => {
    const exposed = families(exposition);
    expect(exposed.size).toBeGreaterThan(20);
    const missing = expressions().flatMap(({ where, expr }) =>
      [...new Set(expr.match(/\btaxi_[a-z0-9_]+/g) ?? [])]
        .filter((name) => !familyOf(name, exposed))
        .map((name) => `${name} (${where})`),
    );
    expect(missing).toEqual([]);
  });

  it('carry every label the expressions select on (a renamed label fails here)', () => {
    const exposed = families(exposition);
    const seen = sampleLabels(exposition, exposed);
    // Added by Prometheus (instance, job) or by every histogram (le).
    const always = new Set(['instance', 'job', 'le']);
    const unknown = expressions().flatMap(({ where, expr }) =>
      selectorLabels(expr).flatMap(({ metric, labels }) => {
        const family = familyOf(metric, exposed) ?? metric;
        return labels
          .filter((label) => !always.has(label) && !seen.get(family)?.has(label))
          .map((label) => `${metric}{${label}} (${where})`);
      }),
    );
    expect(unknown).toEqual([]);
  });
});

describe('docs/security.md', () => {
  // Each requirement names the tests that prove it: a renamed or removed test fails here, not silently.
  it('names only tests that exist, by their file and title', () => {
    const text = readFileSync(path.join(root, 'docs/security.md'), 'utf8');
    const cited = [...text.matchAll(/`([\w./-]+\.(?:ts|tsx))` › "([^"]+)"/g)].map(([, file, title]) => ({
      file: file!,
      title: title!,
    }));
    expect(cited.length).toBeGreaterThan(40);
    const missing = cited.filter(({ file, title }) => {
      let source: string;
      try {
        source = readFileSync(path.join(root, file), 'utf8').replaceAll("\\'", "'");
      } catch {
        return true;
      }
      return !source.includes(title);
    });
    expect(missing).toEqual([]);
  });
});
