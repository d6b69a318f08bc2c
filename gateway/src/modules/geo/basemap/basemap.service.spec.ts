import { BasemapSchema } from '@taxi/contracts';
import { isPreparedJson, preparedJsonOf } from '@/common/web/prepared-json';
import { BasemapService } from './basemap.service';

describe('BasemapService', () => {
  it('builds the basemap once from the shipped geography, frozen, under a few hundred kB', async () => {
    const service = new BasemapService();
    const [first, second] = await Promise.all([service.basemap(), service.basemap()]);
    expect(second).toBe(first);
    expect(await service.basemap()).toBe(first);
    const { body, etag } = first;
    expect(BasemapSchema.safeParse(body).success).toBe(true);
    expect(isPreparedJson(body)).toBe(true);
    expect(Object.isFrozen(body)).toBe(true);
    expect(Object.isFrozen(body.labels[0])).toBe(true);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(preparedJsonOf(body).length).toBeLessThan(300_000);
    // The 354 municipalities of the region, 7 districts, the stands, the fleet's roads.
    expect(body.labels.filter((label) => label.kind === 'district')).toHaveLength(7);
    expect(
      body.labels.filter((label) => ['city', 'town', 'village'].includes(label.kind)).length,
    ).toBeGreaterThan(354);
    expect(body.labels.map((label) => label.name)).toEqual(
      expect.arrayContaining(['Litoměřice', 'Lovosice', 'Terezín']),
    );
    expect(body.stands.length).toBeGreaterThan(5);
    expect(body.roads.length).toBeGreaterThan(5);
  });
});
