import { DriverPositionSchema } from '@taxi/contracts';
import { carGroupsToPositions } from './cargroups.mapping';
import { CARGROUPS_ANSWER } from '@test/support/cargroups.samples';
import { AuthenticateAnswerSchema, CarGroupsAnswerSchema } from './cargroups.schema';

describe('car-group service mapping', () => {
  const positions = carGroupsToPositions(CARGROUPS_ANSWER.carGroups);

  it('maps every located car of the hierarchy, subgroups included, once each', () => {
    expect(positions.map((position) => position.carID)).toEqual([11, '13', 14]);
    for (const position of positions) {
      expect(DriverPositionSchema.parse(position)).toEqual(position);
    }
  });

  it('builds the Czech tooltip from driver, state, speed and group', () => {
    expect(positions[0]).toEqual({
      carID: 11,
      position: { latitude: 50.5337, longitude: 14.1316 },
      toolTipText: 'Novák – volný, 38 km/h (Litoměřice)',
      spz: '4U2 1234',
      reportedAt: '2024-05-14T08:21:12.000Z',
    });
  });

  it('reads the tolerated spellings: id, licensePlate, position with lat/lng strings, epoch seconds', () => {
    expect(positions[1]).toEqual({
      carID: '13',
      position: { latitude: 50.5108, longitude: 14.1505 },
      toolTipText: 'Dvořák (Noční směna)',
      spz: '4U7 4321',
      reportedAt: new Date(1715675000 * 1000).toISOString(),
    });
  });

  it('keeps a tooltip the service provides and drops an unreadable time', () => {
    expect(positions[2]).toEqual({
      carID: 14,
      position: { latitude: 50.5159, longitude: 14.0576 },
      toolTipText: 'Černý – obsazený',
      spz: '5U1 0001',
    });
  });

  it('accepts a bare list of groups and refuses an answer without one', () => {
    expect(CarGroupsAnswerSchema.parse([]).carGroups).toEqual([]);
    expect(CarGroupsAnswerSchema.safeParse({ groups: [] }).success).toBe(false);
  });

  it('reads the token under its usual names', () => {
    expect(AuthenticateAnswerSchema.parse({ token: 'a', expiresIn: '60' })).toEqual({
      token: 'a',
      expiresInMs: 60_000,
    });
    expect(AuthenticateAnswerSchema.parse({ access_token: 'b' }).token).toBe('b');
    expect(AuthenticateAnswerSchema.safeParse({ ok: true }).success).toBe(false);
  });
});
