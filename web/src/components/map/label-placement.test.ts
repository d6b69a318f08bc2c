import type { BasemapLabel } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { placeLabels } from './label-placement';

const label = (
  name: string,
  at: [number, number],
  rank: number,
  extra: Partial<BasemapLabel> = {},
): BasemapLabel => ({
  name,
  at,
  kind: 'town',
  minZoom: 0,
  maxZoom: 22,
  rank,
  ...extra,
});

// One degree is 100 px: easy to reason about.
const project = ([lat, lng]: readonly [number, number]) => ({ x: lng * 100, y: (10 - lat) * 100 });
const view = { width: 1000, height: 1000 };
const names = (labels: BasemapLabel[]) => labels.map((entry) => entry.name);

describe('placeLabels', () => {
  it('keeps the bigger place where two names would overlap', () => {
    const labels = [
      label('Vesnice', [5, 5.1], 300),
      label('Litoměřice', [5, 5], 23800),
      label('Lovosice', [3, 3], 8700),
    ];
    expect(names(placeLabels(labels, 12, project, view))).toEqual(['Litoměřice', 'Lovosice']);
  });

  it('shows a name only within its zoom range', () => {
    const labels = [
      label('okres Litoměřice', [5, 5], 1e7, { kind: 'district', minZoom: 8, maxZoom: 10 }),
      label('Dlouhá', [2, 2], 100, { kind: 'landmark', minZoom: 15 }),
    ];
    expect(names(placeLabels(labels, 9, project, view))).toEqual(['okres Litoměřice']);
    expect(names(placeLabels(labels, 12, project, view))).toEqual([]);
    expect(names(placeLabels(labels, 15, project, view))).toEqual(['Dlouhá']);
  });

  it('leaves out names outside the view', () => {
    expect(placeLabels([label('Praha', [-5, 50], 1e6)], 12, project, view)).toEqual([]);
  });
});

describe('stand labels', () => {
  it('sit to the right of their dot, so a name further left can still be placed', () => {
    const stand = label('nádraží', [5, 5], 5000, { kind: 'stand' });
    const left = label('Vesnice', [5, 4.6], 300);
    expect(names(placeLabels([stand, left], 14, project, view))).toEqual(['nádraží', 'Vesnice']);
  });
});
