import type { DriverPosition } from '@taxi/contracts';
import { PLACES } from '@/geography';
import { metres, SimulatedFleet } from './simulated-fleet';
import { SimulatedFleetProvider } from './simulated-fleet.provider';

const LITOMERICE: readonly [number, number] = [50.5337, 14.1316];
const at = (position: DriverPosition) => [position.position.latitude, position.position.longitude] as const;

describe('simulated fleet', () => {
  it('drives six cars with Czech plates and tooltips by default settings', () => {
    const positions = new SimulatedFleet({ vehicles: 6, seed: 2023 }).positionsAt(0);
    expect(positions).toHaveLength(6);
    expect(positions.map((position) => position.carID)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const position of positions) {
      expect(position.spz).toMatch(/^[1-9]U\d \d{4}$/);
      expect(position.toolTipText).toMatch(
        /^[A-ZČŘŠŽ][a-záčďéěíňóřšťúůýž]+ – (volný|obsazený|jede k zákazníkovi|čeká na zákazníka|přestávka)$/,
      );
    }
    expect(positions[0]?.toolTipText).toMatch(/^Novák – /);
  });

  it('seats the given drivers, read at every poll, and leaves cars beyond them without one', () => {
    let drivers = ['Blažek Jan', 'Konečná Eva'];
    const fleet = new SimulatedFleet({ vehicles: 3, seed: 2023, drivers: () => drivers });
    const names = (time: number) => fleet.positionsAt(time).map((p) => p.toolTipText.split(' – ')[0]);
    expect(names(0)).toEqual(['Blažek Jan', 'Konečná Eva', 'Bez řidiče']);
    drivers = ['Konečná Eva', 'Blažek Jan', 'Urban Petr'];
    expect(names(10_000)).toEqual(['Konečná Eva', 'Blažek Jan', 'Urban Petr']);
  });

  it('is deterministic: the same seed gives the same fleet, another seed another', () => {
    const times = [0, 10_000, 600_000];
    const read = (seed: number) => {
      const fleet = new SimulatedFleet({ vehicles: 6, seed });
      return times.map((time) => fleet.positionsAt(time));
    };
    expect(read(7)).toEqual(read(7));
    expect(read(7)).not.toEqual(read(8));
  });

  it('gives the same positions however often it is read', () => {
    const often = new SimulatedFleet({ vehicles: 12, seed: 5 });
    for (let time = 0; time < 3_600_000; time += 10_000) {
      often.positionsAt(time);
    }
    const once = new SimulatedFleet({ vehicles: 12, seed: 5 });
    expect(often.positionsAt(3_600_000)).toEqual(once.positionsAt(3_600_000));
  });

  it('moves between polls at town and country speeds, with occasional stops', () => {
    const fleet = new SimulatedFleet({ vehicles: 6, seed: 2023 });
    let previous = fleet.positionsAt(0);
    let fastest = 0;
    let moved = 0;
    let stood = 0;
    for (let time = 10_000; time <= 2 * 3_600_000; time += 10_000) {
      const current = fleet.positionsAt(time);
      current.forEach((position, i) => {
        const kmh = (metres(at(previous[i] ?? position), at(position)) / 10) * 3.6;
        fastest = Math.max(fastest, kmh);
        if (kmh > 1) {
          moved += 1;
        } else {
          stood += 1;
        }
      });
      previous = current;
    }
    expect(fastest).toBeLessThanOrEqual(60.5);
    expect(fastest).toBeGreaterThan(30);
    expect(moved).toBeGreaterThan(stood);
    expect(stood).toBeGreaterThan(0);
  });

  it('moves at least one car within a tenth of a second (a short test interval)', () => {
    const fleet = new SimulatedFleet({ vehicles: 6, seed: 2023 });
    const first = fleet.positionsAt(1_000);
    const second = fleet.positionsAt(1_100);
    expect(second).not.toEqual(first);
  });

  it('stays on the roads around Litoměřice, Lovosice, Terezín and Roudnice', () => {
    const fleet = new SimulatedFleet({ vehicles: 50, seed: 11 });
    const outside: string[] = [];
    for (let time = 0; time <= 6 * 3_600_000; time += 60_000) {
      for (const position of fleet.positionsAt(time)) {
        const [latitude, longitude] = at(position);
        const inBox = latitude > 50.42 && latitude < 50.55 && longitude > 14.05 && longitude < 14.27;
        if (!inBox || metres(LITOMERICE, [latitude, longitude]) > 20_000) {
          outside.push(`${position.carID} at ${time}: ${latitude}, ${longitude}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('visits every town of the network over a few hours', () => {
    const fleet = new SimulatedFleet({ vehicles: 6, seed: 2023 });
    const visited = new Set<string>();
    for (let time = 0; time <= 8 * 3_600_000; time += 10_000) {
      for (const position of fleet.positionsAt(time)) {
        const near = PLACES.find((place) => metres(place.at, at(position)) < 150);
        if (near) {
          visited.add(near.name.split(',')[0] ?? near.name);
        }
      }
    }
    expect([...visited].sort()).toEqual(
      ['Bohušovice nad Ohří', 'Litoměřice', 'Lovosice', 'Roudnice nad Labem', 'Terezín'].sort(),
    );
  });

  it('drives up to 1000 cars with distinct ids and plates, cheaply', () => {
    const started = performance.now();
    const fleet = new SimulatedFleet({ vehicles: 1000, seed: 3 });
    fleet.positionsAt(0);
    const positions = fleet.positionsAt(10_000);
    expect(performance.now() - started).toBeLessThan(500);
    expect(positions).toHaveLength(1000);
    expect(new Set(positions.map((position) => position.carID)).size).toBe(1000);
    expect(new Set(positions.map((position) => position.spz)).size).toBe(1000);
  });

  it('advances with the clock between polls and stamps each position', async () => {
    let now = Date.parse('2024-05-14T08:00:00Z');
    const provider = new SimulatedFleetProvider({ vehicles: 6, seed: 2023, now: () => now });
    const first = await provider.fetchPositions();
    now += 10_000;
    const second = await provider.fetchPositions();
    expect(provider.name).toBe('simulated');
    expect(second).not.toEqual(first);
    expect(second[0]?.reportedAt).toBe('2024-05-14T08:00:10.000Z');
  });
});
