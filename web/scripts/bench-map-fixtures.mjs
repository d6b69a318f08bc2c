// Data and in-page probes of the map benchmark (bench-map.mjs).
/* global window, document, requestAnimationFrame, MutationObserver */
import { importFromContracts } from './from-contracts.mjs';

// The seeded generator the mock backend uses, so every run draws the same fleet.
const { createRandom } = await importFromContracts('createRandom');

// Around the home town, roughly what the first view (zoom 13) shows and a little beyond.
const AREA = { south: 50.47, north: 50.56, west: 13.96, east: 14.16 };
const STATUSES = ['waiting', 'accepted', 'pickup'];

/**
 * `vehicleCount` cars and `orderCount` active orders spread over the area, and `fleetSnapshot(step, at)`:
 * every car moved `step` times a few metres on, polled at `at`.
 */
export function createMapFixtures(vehicleCount, orderCount) {
  const random = createRandom(2023, 'bench-map').next;
  const spot = () => ({
    lat: AREA.south + random() * (AREA.north - AREA.south),
    lng: AREA.west + random() * (AREA.east - AREA.west),
  });
  const cars = Array.from({ length: vehicleCount }, (_, index) => ({ id: index + 1, ...spot() }));
  const orders = Array.from({ length: orderCount }, (_, index) => ({
    id: 100_000 + index,
    status: STATUSES[index % STATUSES.length],
    pickup_location: JSON.stringify({ name: `Ulice ${index}, Litoměřice`, ...spot() }),
    destination: JSON.stringify({ name: `Cíl ${index}, Litoměřice`, ...spot() }),
    createdAt: new Date(Date.now() - index * 30_000).toISOString(),
    people: 1 + (index % 4),
  }));
  const fleetSnapshot = (step, at) => ({
    positions: cars.map((car) => ({
      carID: car.id,
      position: { latitude: car.lat + step * 0.0003, longitude: car.lng + step * 0.0004 },
      toolTipText: `Řidič ${car.id} – volný`,
      spz: `${1 + (car.id % 9)}U${car.id % 10} ${String(1000 + car.id).slice(-4)}`,
      reportedAt: at.toISOString(),
    })),
    fetchedAt: at.toISOString(),
    ageMs: 0,
    stale: false,
    provider: 'simulated',
  });
  return { orders, fleetSnapshot };
}

/** Records animation-frame timestamps until `window.__frames.stop()`. */
export function startFrameRecorder() {
  const frames = [];
  let running = true;
  const tick = (time) => {
    frames.push(time);
    if (running) {
      requestAnimationFrame(tick);
    }
  };
  requestAnimationFrame(tick);
  window.__frames = {
    stop: () => {
      running = false;
      return frames.slice(1).map((time, index) => time - frames[index]);
    },
  };
}

/** From before any script runs: when the feed line changes, and long main-thread tasks. */
export function watchScreen() {
  window.__bench = { changes: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const line = document.querySelector('[data-testid="feed-health"]');
    const text = line?.textContent ?? '';
    if (line && text !== window.__bench.lastText) {
      window.__bench.lastText = text;
      const dom = Date.now();
      requestAnimationFrame(() =>
        setTimeout(() => window.__bench.changes.push({ text, dom, painted: Date.now() })),
      );
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
