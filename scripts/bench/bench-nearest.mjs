// "Nejbližší vozy": GET /api/fleet/nearest in mock mode with 50 simulated cars. Prints the latency of
// a pickup nobody asked for yet (the routing estimate runs) and of one asked again (the kept answer),
// and how many calls the routing service got per pickup while the form asks several times. The
// count comes from the gateway's own metrics (taxi_geo_calls_total{operation="matrix"}); asserts nothing.
//
//   npm run build && node scripts/bench/bench-nearest.mjs      (BENCH_PICKUPS=300)
import http from 'node:http';
import { freePort, login, percentile, requireBuild, startGateway } from './gateway-process.mjs';

requireBuild();
const PICKUPS = Number(process.env.BENCH_PICKUPS ?? 300);
const VEHICLES = 50;
// Asks a second: a busy dispatch room, well below what one process serves, so each figure is one call's own time.
const RATE = 50;
// How often the form asks about one pickup: the first answer, two quick re-renders, a 15 s refresh.
const ASKS_PER_PICKUP = 4;

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(url, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url} answered ${response.statusCode}`));
            return;
          }
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, body: JSON.parse(body) });
        });
      })
      .on('error', reject);
  });
}

async function matrixCalls(metricsUrl) {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('taxi_geo_calls_total{') && line.includes('operation="matrix"'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** Pickups spread over the service area around Litoměřice (deterministic). */
function pickup(index) {
  const angle = index * 2.399963; // the golden angle: evenly spread, never repeating
  const radius = 0.002 + 0.12 * Math.sqrt((index + 1) / PICKUPS);
  return {
    lat: (50.5336 + radius * Math.sin(angle) * 0.64).toFixed(5),
    lng: (14.1318 + radius * Math.cos(angle)).toFixed(5),
  };
}

const metricsPort = await freePort();
const gateway = await startGateway({
  FLEET_SIMULATED_VEHICLES: String(VEHICLES),
  METRICS_PORT: String(metricsPort),
});
try {
  const token = await login(gateway.url);
  const path = ({ lat, lng }) => `${gateway.url}/api/fleet/nearest?lat=${lat}&lng=${lng}`;
  // The first poll of the simulated fleet, and a warm-up of the route and the JIT.
  for (
    let tries = 0;
    (await get(path(pickup(0)), token)).body.fetchedAt === null && tries < 100;
    tries += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let index = 0; index < 100; index += 1) {
    await get(path({ lat: '50.6', lng: (14 + index / 1000).toFixed(3) }), token);
  }

  const before = await matrixCalls(`http://127.0.0.1:${metricsPort}`);
  const first = [];
  const again = [];
  let shown = 0;
  const began = performance.now();
  for (let index = 0; index < PICKUPS; index += 1) {
    const wait = began + (index * 1000) / RATE - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    const at = pickup(index);
    const answer = await get(path(at), token);
    first.push(answer.ms);
    shown += answer.body.vehicles.length;
    // The same pickup asked again at once (two together, as a re-render does), then once more.
    const repeats = await Promise.all([get(path(at), token), get(path(at), token)]);
    again.push(...repeats.map((repeat) => repeat.ms));
    again.push((await get(path(at), token)).ms);
  }
  const calls = (await matrixCalls(`http://127.0.0.1:${metricsPort}`)) - before;
  first.sort((a, b) => a - b);
  again.sort((a, b) => a - b);
  const line = (label, times) =>
    `  ${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1).toFixed(2)} ms`;
  console.log(
    `GET /api/fleet/nearest, ${VEHICLES} simulated cars, ${PICKUPS} pickups at ${RATE}/s (mock mode, memory routing):`,
  );
  console.log(line('new pickup (routing estimate runs)', first));
  console.log(line('same pickup again (kept answer)  ', again));
  console.log(`  cars offered per pickup: ${(shown / PICKUPS).toFixed(2)} (at most 3)`);
  console.log(
    `  routing-service calls: ${calls} for ${PICKUPS} pickups × ${ASKS_PER_PICKUP} asks = ${(calls / PICKUPS).toFixed(2)} a pickup ` +
      `(one batch of up to 8 cars; one call per car would be ${8 * PICKUPS * ASKS_PER_PICKUP})`,
  );
} finally {
  agent.destroy();
  await gateway.stop();
}
process.exit(0);
