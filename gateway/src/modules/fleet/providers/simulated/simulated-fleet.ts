import { createRandom, type DriverPosition } from '@taxi/contracts';
import { type LatLng, PLACES, ROADS } from '@/geography';

type Segment = { from: LatLng; to: LatLng; start: number; length: number };
type Path = { segments: Segment[]; length: number };
type Edge = { to: string; path: Path; speedKmh: readonly [number, number] };
type Activity =
  | { kind: 'drive'; from: string; edge: Edge; start: number; end: number; status: string }
  | { kind: 'stop'; place: string; start: number; end: number; status: string };
type Car = { id: number; spz: string; driver: string; random: () => number; activity: Activity };

export type SimulatedFleetOptions = {
  vehicles: number;
  seed: number;
  /**
   * Who drives: car n is driven by the n-th name, read at every poll so a driver added or removed
   * in the driver list shows at once; a car beyond the list has nobody at the wheel. Without it the
   * cars carry made-up names (a real tracking feed with no driver list to match).
   */
  drivers?: () => readonly string[];
};

const DRIVERS = [
  'Novák',
  'Svoboda',
  'Dvořák',
  'Černý',
  'Procházka',
  'Kučera',
  'Veselý',
  'Horák',
  'Němec',
  'Marek',
  'Pokorný',
  'Král',
  'Růžička',
  'Beneš',
  'Fiala',
  'Sedláček',
  'Doležal',
  'Zeman',
  'Kolář',
  'Navrátil',
];
const DRIVING = [
  { status: 'obsazený', weight: 0.5 },
  { status: 'volný', weight: 0.3 },
  { status: 'jede k zákazníkovi', weight: 0.2 },
];
/** Chance that a car stops when it reaches a place, and how long (seconds). */
const STOP_CHANCE = 0.35;
const WAIT_SECONDS: readonly [number, number] = [30, 180];
const BREAK_SECONDS: readonly [number, number] = [120, 600];

const placeById = new Map(PLACES.map((place) => [place.id, place]));

/**
 * A seeded mock fleet driving the roads between Litoměřice, Lovosice, Terezín and Roudnice.
 * Each car chains activities (drive a road at 30–60 km/h, sometimes stop) whose timing depends
 * only on the seed, so the positions at a given time are the same however often they are read.
 */
export class SimulatedFleet {
  private readonly cars: Car[];
  private readonly graph = buildGraph();
  private readonly drivers: (() => readonly string[]) | undefined;

  constructor(options: SimulatedFleetOptions) {
    this.drivers = options.drivers;
    // A stream per car, so a car drives the same however many others there are.
    const plates = createRandom(options.seed, 'fleet:plates').next;
    const used = new Set<string>();
    this.cars = Array.from({ length: options.vehicles }, (_, index) => {
      const random = createRandom(options.seed, `fleet:car:${index + 1}`).next;
      const car: Car = {
        id: index + 1,
        spz: uniquePlate(plates, used),
        driver: item(DRIVERS, index % DRIVERS.length),
        random,
        activity: { kind: 'stop', place: '', start: 0, end: 0, status: '' },
      };
      // Start somewhere along a road, so the fleet is spread out from the first poll.
      const start = item(PLACES, Math.floor(random() * PLACES.length)).id;
      const drive = this.drive(car, start, undefined, 0);
      const offset = random() * drive.end;
      car.activity = { ...drive, start: -offset, end: drive.end - offset };
      return car;
    });
  }

  /** Every car's position `elapsedMs` after the simulation began (times must not go backwards). */
  positionsAt(elapsedMs: number): DriverPosition[] {
    const t = elapsedMs / 1000;
    const drivers = this.drivers?.();
    return this.cars.map((car, index) => {
      while (t >= car.activity.end) {
        car.activity = this.next(car, car.activity);
      }
      const [latitude, longitude] = locate(car.activity, t);
      return {
        carID: car.id,
        position: { latitude: round6(latitude), longitude: round6(longitude) },
        toolTipText: `${drivers ? (drivers[index] ?? 'Bez řidiče') : car.driver} – ${car.activity.status}`,
        spz: car.spz,
      };
    });
  }

  private next(car: Car, done: Activity): Activity {
    if (done.kind === 'stop') {
      return this.drive(car, done.place, undefined, done.end);
    }
    const arrived = done.edge.to;
    if (car.random() < STOP_CHANCE) {
      const resting = car.random() < 0.3;
      const [min, max] = resting ? BREAK_SECONDS : WAIT_SECONDS;
      return {
        kind: 'stop',
        place: arrived,
        start: done.end,
        end: done.end + between(car.random, min, max),
        status: resting ? 'přestávka' : 'čeká na zákazníka',
      };
    }
    return this.drive(car, arrived, done.from, done.end);
  }

  // Onwards to a neighbouring place, not straight back where it came from unless it must.
  private drive(
    car: Car,
    from: string,
    cameFrom: string | undefined,
    start: number,
  ): Activity & { kind: 'drive' } {
    const edges = this.graph.get(from) ?? [];
    const onwards = edges.filter((edge) => edge.to !== cameFrom);
    const choices = onwards.length > 0 ? onwards : edges;
    const edge = item(choices, Math.floor(car.random() * choices.length));
    const speedMs = between(car.random, edge.speedKmh[0], edge.speedKmh[1]) / 3.6;
    return {
      kind: 'drive',
      from,
      edge,
      start,
      end: start + edge.path.length / speedMs,
      status: weighted(car.random(), DRIVING),
    };
  }
}

function buildGraph(): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  const add = (from: string, to: string, points: LatLng[], speedKmh: readonly [number, number]) => {
    graph.set(from, [...(graph.get(from) ?? []), { to, path: measure(points), speedKmh }]);
  };
  for (const road of ROADS) {
    const from = placeById.get(road.from);
    const to = placeById.get(road.to);
    if (!from || !to) {
      throw new Error(`Unknown place on road ${road.from}–${road.to}`);
    }
    const points = [from.at, ...road.via, to.at];
    add(road.from, road.to, points, road.speedKmh);
    add(road.to, road.from, [...points].reverse(), road.speedKmh);
  }
  return graph;
}

function measure(points: readonly LatLng[]): Path {
  const segments: Segment[] = [];
  let length = 0;
  points.slice(1).forEach((to, i) => {
    const from = item(points, i);
    const span = metres(from, to);
    segments.push({ from, to, start: length, length: span });
    length += span;
  });
  return { segments, length };
}

/** Equirectangular distance: exact enough over a few kilometres. */
export function metres(a: LatLng, b: LatLng): number {
  const meanLat = ((a[0] + b[0]) / 2) * (Math.PI / 180);
  const dy = (b[0] - a[0]) * 111_320;
  const dx = (b[1] - a[1]) * 111_320 * Math.cos(meanLat);
  return Math.hypot(dx, dy);
}

function locate(activity: Activity, t: number): LatLng {
  if (activity.kind === 'stop') {
    return placeById.get(activity.place)?.at ?? item(PLACES, 0).at;
  }
  const { segments, length } = activity.edge.path;
  const share = Math.min(1, Math.max(0, (t - activity.start) / (activity.end - activity.start)));
  const distance = share * length;
  const segment =
    segments.find((candidate) => distance <= candidate.start + candidate.length) ??
    item(segments, segments.length - 1);
  const along = segment.length > 0 ? (distance - segment.start) / segment.length : 0;
  const { from: a, to: b } = segment;
  return [a[0] + (b[0] - a[0]) * along, a[1] + (b[1] - a[1]) * along];
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function weighted(roll: number, options: readonly { status: string; weight: number }[]): string {
  let left = roll;
  for (const option of options) {
    left -= option.weight;
    if (left < 0) {
      return option.status;
    }
  }
  return item(options, options.length - 1).status;
}

function item<T>(items: readonly T[], index: number): T {
  const found = items[index];
  if (found === undefined) {
    throw new Error(`No item ${index} of ${items.length}`);
  }
  return found;
}

// Czech plates of the Ústí nad Labem region look like `4U2 1234`.
function uniquePlate(random: () => number, used: Set<string>): string {
  for (;;) {
    const digit = (max: number) => Math.floor(random() * max);
    const plate = `${1 + digit(9)}U${digit(10)} ${String(digit(10_000)).padStart(4, '0')}`;
    if (!used.has(plate)) {
      used.add(plate);
      return plate;
    }
  }
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
