import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { Draining } from './draining';

/** A response that finishes when the test says. */
function fakeResponse(): Response & { finish: () => void; headers: Record<string, string> } {
  const emitter = new EventEmitter();
  const headers: Record<string, string> = {};
  return Object.assign(emitter, {
    headers,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    finish: () => emitter.emit('close'),
  }) as unknown as Response & { finish: () => void; headers: Record<string, string> };
}

describe('Draining', () => {
  const next: NextFunction = () => undefined;

  it('counts requests in flight and settles when the last one ends', async () => {
    const draining = new Draining();
    const [first, second] = [fakeResponse(), fakeResponse()];
    draining.middleware({} as Request, first, next);
    draining.middleware({} as Request, second, next);
    expect(draining.requestsInFlight).toBe(2);
    let settled: boolean | undefined;
    const waiting = draining.settled(60_000).then((done) => (settled = done));
    first.finish();
    await Promise.resolve();
    expect(settled).toBeUndefined();
    second.finish();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the drain time', async () => {
    jest.useFakeTimers();
    try {
      const draining = new Draining();
      draining.middleware({} as Request, fakeResponse(), next);
      const waiting = draining.settled(10_000);
      jest.advanceTimersByTime(10_000);
      expect(await waiting).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells each phase its listeners once, and closes connections of answers while leaving', async () => {
    const draining = new Draining();
    const told: string[] = [];
    draining.on('leaving', () => void told.push('leaving'));
    draining.on('closed', () => void told.push('closed'));
    expect(draining.isDraining).toBe(false);
    await draining.begin();
    await draining.begin();
    expect(draining.isDraining).toBe(true);
    const response = fakeResponse();
    draining.middleware({} as Request, response, next);
    expect(response.headers.Connection).toBe('close');
    await draining.closed();
    expect(told).toEqual(['leaving', 'closed']);
  });
});
