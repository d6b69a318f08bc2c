import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { Draining } from './common/lifecycle/draining';

export type ShutdownLogger = { log: (message: string) => void; warn: (message: string) => void };

export type ShutdownTiming = {
  /** How long the port keeps accepting after readiness turned 503 (balancers that probe readiness). */
  delayMs: number;
  /** How long in-flight requests may take to finish once the port is closed. */
  drainMs: number;
};

/**
 * SIGTERM/SIGINT on a replica behind a balancer: answer `/readyz` 503 and hand the fleet lease over
 * at once, stop accepting connections after `delayMs` (0: at once, so a balancer's next try goes
 * to a survivor), drop admin sockets so browsers reconnect there, let in-flight requests finish
 * within `drainMs`, then close through Nest's shutdown hooks.
 */
export async function shutDownGracefully(
  app: INestApplication,
  { delayMs, drainMs }: ShutdownTiming,
  logger: ShutdownLogger,
): Promise<void> {
  const draining = app.get(Draining);
  const server = app.getHttpServer() as Server;
  await draining.begin();
  if (delayMs > 0) {
    logger.log(`Not ready; still accepting for ${delayMs / 1000} s while the balancer notices`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  // Closed before the sockets drop, so browsers reconnecting reach another replica.
  server.close();
  await draining.closed();
  const inFlight = draining.requestsInFlight;
  if (inFlight > 0) {
    logger.log(`Waiting up to ${drainMs / 1000} s for ${inFlight} request(s) in flight`);
  }
  if (!(await draining.settled(drainMs))) {
    logger.warn(`${draining.requestsInFlight} request(s) still in flight after ${drainMs / 1000} s; closing`);
  }
  await app.close();
}
