import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { closedPort } from './fake-upstream';

const REDIS_SERVER =
  process.env.REDIS_SERVER_PATH ??
  (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server');

/** A throwaway redis-server on loopback (no config file, no disk); stop and start it on the same port. */
export class TestRedis {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly args: string[],
  ) {}

  /** `args`: further redis-server options, e.g. `['--requirepass', 'x']`. */
  static async start(args: string[] = []): Promise<TestRedis> {
    const redis = new TestRedis(await closedPort(), args);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('redis-server did not start within 15 s')), 15_000);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`redis-server could not run (apt-get install redis-server): ${error.message}`));
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
}
