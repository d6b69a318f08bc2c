import request from 'supertest';
import { AppConfig, ConfigError } from '@/config/app-config';
import type { Admission } from '@/common/rate-limit/admission';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { RedisConnection } from '@/shared-state/redis-connection';
import { SharedState } from '@/shared-state/shared-state';
import { TestRedis } from './support/redis-server';
import { MOCK_CREDENTIALS, startApp, testEnv } from './support/test-app';
import { pathOf } from '@taxi/contracts';

const quiet = { log: () => undefined, warn: () => undefined };
const SECRET = 'device-cookie-secret-of-these-tests-0123456789';

function sharedConfig(url: string, replica: string): AppConfig {
  return AppConfig.fromEnv(
    testEnv({
      REDIS_URL: url,
      DEVICE_COOKIE_SECRET: SECRET,
      REPLICA_ID: replica,
      // A Redis that goes away is seen at once (no offline queue); an answer is waited for as long as
      // a machine busy with other work needs, never a fraction of a second.
      REDIS_COMMAND_TIMEOUT_MS: '30000',
    }),
  );
}

/** Polls with a generous limit; never a fixed sleep. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined && value !== false) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within 15 s`);
}

describe('shared state in a real Redis', () => {
  let redis: TestRedis;
  const opened: SharedState[] = [];
  const open = async (replica: string) => {
    const shared = await SharedState.open(sharedConfig(redis.url, replica), quiet);
    opened.push(shared);
    return shared;
  };

  beforeAll(async () => {
    redis = await TestRedis.start();
  });
  afterEach(() => {
    opened.splice(0).forEach((shared) => shared.close());
  });
  afterAll(async () => {
    await redis.stop();
  });

  describe('start-up', () => {
    it('refuses a REDIS_URL that can never work, naming the variable but not the password', async () => {
      const guarded = await TestRedis.start(['--requirepass', 'spravne-heslo']);
      try {
        const wrong = `redis://:spatne-heslo@127.0.0.1:${guarded.port}`;
        const error = await RedisConnection.open(
          { url: wrong, keyPrefix: 'taxi:', commandTimeoutMs: 500 },
          quiet,
        ).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toMatch(/REDIS_URL: .*WRONGPASS/);
        expect((error as Error).message).not.toContain('spatne-heslo');
        const right = await RedisConnection.open(
          {
            url: `redis://:spravne-heslo@127.0.0.1:${guarded.port}`,
            keyPrefix: 'taxi:',
            commandTimeoutMs: 500,
          },
          quiet,
        );
        expect(right.state()).toBe('connected');
        right.close();
      } finally {
        await guarded.stop();
      }

      const unknownHost = await RedisConnection.open(
        { url: 'redis://no-such-host.invalid:6379', keyPrefix: 'taxi:', commandTimeoutMs: 500 },
        quiet,
      ).catch((caught: unknown) => caught);
      expect(unknownHost).toBeInstanceOf(ConfigError);
    });

    it('starts degraded when Redis does not answer yet, and joins once it does', async () => {
      const later = await TestRedis.start();
      await later.stop();
      const warnings: string[] = [];
      const connection = await RedisConnection.open(
        { url: later.url, keyPrefix: 'taxi:', commandTimeoutMs: 500 },
        { log: () => undefined, warn: (message) => warnings.push(message) },
      );
      try {
        expect(connection.state()).toBe('down');
        expect(warnings.join()).toMatch(/does not answer/);
        await later.start();
        await until('connected', () => connection.state() === 'connected');
      } finally {
        connection.close();
        await later.stop();
      }
    });

    it('closes quietly: a shutdown is no Redis outage', async () => {
      const said: string[] = [];
      const connection = await RedisConnection.open(
        { url: redis.url, keyPrefix: 'taxi:', commandTimeoutMs: 2000 },
        { log: (message) => said.push(message), warn: (message) => said.push(message) },
      );
      const ended = Promise.all(
        [connection.commands, connection.subscriber].map(
          (client) => new Promise((resolve) => client.once('end', resolve)),
        ),
      );
      connection.close();
      await ended;
      expect(said.join('\n')).toMatch(/connected/);
      expect(said.join('\n')).not.toMatch(/unreachable|fall back/);
      expect(connection.state()).toBe('connected');
    });

    it('subscribes to the bus once Redis answers, when it started without it', async () => {
      const later = await TestRedis.start();
      await later.stop();
      const config = (replica: string) => sharedConfig(later.url, replica);
      const [a, b] = [await SharedState.open(config('a'), quiet), await SharedState.open(config('b'), quiet)];
      opened.push(a, b);
      const heard: string[] = [];
      b.bus.subscribe('test-topic', (message) => heard.push(message));
      try {
        // Longer than the first reconnect attempts, which used to drop the queued SUBSCRIBE for good.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await later.start();
        await until('B hears A', () => {
          a.bus.publish('test-topic', 'ahoj');
          return heard.length > 0 || undefined;
        });
      } finally {
        await later.stop();
      }
    });

    it('requires DEVICE_COOKIE_SECRET with REDIS_URL', () => {
      expect(() => AppConfig.fromEnv({ REDIS_URL: redis.url })).toThrow(
        /DEVICE_COOKIE_SECRET: required when REDIS_URL/,
      );
      expect(() => AppConfig.fromEnv({ REDIS_URL: 'http://redis:6379' })).toThrow(
        /REDIS_URL: must be a redis/,
      );
    });
  });

  describe('the fleet lease', () => {
    it('is held by one replica at a time, renewed by it, and free at once when handed back', async () => {
      const [a, b] = [await open('a'), await open('b')];
      const [leaseA, leaseB] = [a.lease('test-lease', 60_000), b.lease('test-lease', 60_000)];
      expect(await leaseA.claim()).toBe(true);
      expect(await leaseB.claim()).toBe(false);
      expect(await leaseA.claim()).toBe(true);
      expect(await leaseA.holder()).toBe(a.instanceId);
      await leaseB.release();
      expect(await leaseA.holder()).toBe(a.instanceId);
      await leaseA.release();
      expect(await leaseB.claim()).toBe(true);
      await leaseB.release();
    });

    it('lapses when its holder stops renewing', async () => {
      const [a, b] = [await open('a'), await open('b')];
      expect(await a.lease('short-lease', 300).claim()).toBe(true);
      await until('the lease lapsed', async () => (await b.lease('short-lease', 300).claim()) || undefined);
    });
  });

  describe('the bus', () => {
    it('carries a message to the other replicas, not back to its sender', async () => {
      const [a, b] = [await open('a'), await open('b')];
      const [onA, onB] = [[] as string[], [] as string[]];
      a.bus.subscribe('test-topic', (message) => onA.push(message));
      b.bus.subscribe('test-topic', (message) => onB.push(message));
      // Subscriptions are confirmed asynchronously; publish until B has heard one.
      await until('B hears A', () => {
        a.bus.publish('test-topic', 'ahoj');
        return onB.length > 0 || undefined;
      });
      expect(onA).toEqual([]);
    });

    it('hands kept messages to a replica that joins later', async () => {
      const a = await open('a');
      a.bus.publish('kept-topic', 'konec relace', { keepMs: 60_000 });
      const late = await open('late');
      const heard: string[] = [];
      late.bus.subscribe('kept-topic', (message) => heard.push(message));
      await until('the kept message', () => heard.length > 0 || undefined);
      expect(heard).toEqual(['konec relace']);
    });
  });

  describe('limits', () => {
    it('count failures of every replica together, and fall back to this process when Redis is away', async () => {
      const own = await TestRedis.start();
      try {
        const [a, b] = [
          await SharedState.open(sharedConfig(own.url, 'a'), quiet),
          await SharedState.open(sharedConfig(own.url, 'b'), quiet),
        ];
        opened.push(a, b);
        const [onA, onB] = [
          new WindowLimit(a.limiters, 'test', 3, 60_000),
          new WindowLimit(b.limiters, 'test', 3, 60_000),
        ];
        const keep = async (admission: Admission) => {
          expect(admission.admitted).toBe(true);
          await (admission.admitted && admission.reservation.keep());
        };
        await keep(await onA.take('klient'));
        await keep(await onB.take('klient'));
        await keep(await onA.take('klient'));
        expect((await onB.take('klient')).admitted).toBe(false);

        // A burst shared by both replicas: at most the limit is taken, whichever replica is asked.
        const burst = await Promise.all(
          Array.from({ length: 100 }, (_, index) => (index % 2 ? onA : onB).take('davka')),
        );
        expect(burst.filter((admission) => admission.admitted)).toHaveLength(3);

        await own.stop();
        await until('Redis seen as away', () => a.redisState() === 'down' || undefined);
        // Never no limits: the process's own count takes over.
        for (let failure = 0; failure < 3; failure += 1) {
          await keep(await onA.take('jiny-klient'));
        }
        expect((await onA.take('jiny-klient')).admitted).toBe(false);
      } finally {
        await own.stop();
      }
    });
  });

  describe('short locks and notes', () => {
    it('let one replica at a time hold an order, tell the others what it did, and fall back to this process', async () => {
      const own = await TestRedis.start();
      try {
        const [a, b] = [
          await SharedState.open(sharedConfig(own.url, 'a'), quiet),
          await SharedState.open(sharedConfig(own.url, 'b'), quiet),
        ];
        opened.push(a, b);
        const release = await a.locks.tryTake('redispatch:7001', 60_000);
        expect(release).not.toBeNull();
        expect(await b.locks.tryTake('redispatch:7001', 60_000)).toBeNull();
        await a.notes.put('redispatched:7001', 'č. 2231', 60_000);
        expect(await b.notes.get('redispatched:7001')).toBe('č. 2231');
        await release?.();
        const releaseB = await b.locks.tryTake('redispatch:7001', 60_000);
        expect(releaseB).not.toBeNull();
        await releaseB?.();

        await own.stop();
        await until('Redis seen as away', () => a.redisState() === 'down' || undefined);
        // Never no locks: the process's own take over.
        expect(await a.locks.tryTake('redispatch:7002', 60_000)).not.toBeNull();
        expect(await a.locks.tryTake('redispatch:7002', 60_000)).toBeNull();
        expect(await a.notes.get('redispatched:7001')).toBe('č. 2231');
      } finally {
        await own.stop();
      }
    });
  });

  describe('logs and values', () => {
    it('let every replica read what one kept, keep an event all of them saw once, and fall back to this process', async () => {
      const own = await TestRedis.start();
      try {
        const [a, b] = [
          await SharedState.open(sharedConfig(own.url, 'a'), quiet),
          await SharedState.open(sharedConfig(own.url, 'b'), quiet),
        ];
        opened.push(a, b);
        const bounds = { maxAgeMs: 24 * 3_600_000, maxEntries: 100 };
        const [logA, logB] = [a.log('facts', bounds), b.log('facts', bounds)];
        const now = Date.now();
        await logA.append(now - 2_000, 'phone');
        await logB.append(now - 1_000, 'declined 5', 'declined:5');
        await logA.append(now - 1_000, 'declined 5', 'declined:5');
        await logA.append(now - 900, 'the same text twice');
        await logB.append(now - 800, 'the same text twice');
        expect(await logA.range(now - 10_000, now)).toEqual([
          'phone',
          'declined 5',
          'the same text twice',
          'the same text twice',
        ]);
        expect(await b.values.setIfAbsent('since', 'first')).toBe('first');
        expect(await a.values.setIfAbsent('since', 'second')).toBe('first');
        await a.values.set('note', 'Předávám klidnou noc.');
        expect(await b.values.get('note')).toBe('Předávám klidnou noc.');

        await own.stop();
        await until('Redis seen as away', () => a.redisState() === 'down' || undefined);
        expect(await a.values.get('note')).toBe('Předávám klidnou noc.');
        await logA.append(now, 'while away');
        expect((await logA.range(now - 10_000, now + 1)).at(-1)).toBe('while away');
      } finally {
        await own.stop();
      }
    });
  });

  describe('readiness', () => {
    it("says each replica's fleet role: one polling, the other following", async () => {
      const env = (replica: string) =>
        testEnv({ REDIS_URL: redis.url, DEVICE_COOKIE_SECRET: SECRET, REPLICA_ID: replica });
      const [a, b] = [await startApp(env('ready-a')), await startApp(env('ready-b'))];
      try {
        const answers = await until('one poller and one follower', async () => {
          const both = await Promise.all([a, b].map((app) => request(app.getHttpServer()).get('/readyz')));
          const seen = both.map((answer) => (answer.body as { fleet?: string }).fleet).sort();
          return seen.join() === 'following,polling' ? both : undefined;
        });
        // Each names itself by its configured name, never a host name or process id.
        expect(answers.map((answer) => (answer.body as { replica?: string }).replica)).toEqual([
          'ready-a',
          'ready-b',
        ]);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('reports Redis and the fleet role, then Redis down with 200; without REDIS_URL neither', async () => {
      const own = await TestRedis.start();
      const app = await startApp(testEnv({ REDIS_URL: own.url, DEVICE_COOKIE_SECRET: SECRET }));
      const plain = await startApp(testEnv());
      try {
        // The lease is claimed just after start-up: wait for it rather than race it.
        const ready = await until('the fleet lease claimed', async () => {
          const answer = await request(app.getHttpServer()).get('/readyz').expect(200);
          return (answer.body as { fleet?: string }).fleet === 'polling' ? answer : undefined;
        });
        expect(ready.body).toMatchObject({ status: 'ready', redis: 'connected', fleet: 'polling' });
        expect(ready.body).not.toHaveProperty('replica');
        await own.stop();
        const down = await until('Redis reported down', async () => {
          const answer = await request(app.getHttpServer()).get('/readyz');
          return (answer.body as { redis?: string }).redis === 'down' ? answer : undefined;
        });
        expect(down.status).toBe(200);
        const login = await request(app.getHttpServer()).post(pathOf('login')).send(MOCK_CREDENTIALS);
        expect(login.status).toBe(200);
        const alone = await request(plain.getHttpServer()).get('/readyz').expect(200);
        expect(alone.body).not.toHaveProperty('redis');
        expect(alone.body).not.toHaveProperty('fleet');
      } finally {
        await app.close();
        await plain.close();
        await own.stop();
      }
    });
  });
});
