import { DriverPositionSchema } from '@taxi/contracts';
import { knotsToKmh } from '@/modules/fleet/providers/mapping';
import { traccarToPositions } from './traccar.mapping';
import { TRACCAR_DEVICES, TRACCAR_GROUPS, TRACCAR_POSITIONS } from '@test/support/traccar.samples';

describe('Traccar mapping', () => {
  const positions = traccarToPositions(TRACCAR_DEVICES, TRACCAR_POSITIONS, TRACCAR_GROUPS);

  it('joins devices with their latest positions: one marker per enabled, located device', () => {
    expect(positions.map((position) => position.carID)).toEqual([101, 102]);
    for (const position of positions) {
      expect(DriverPositionSchema.parse(position)).toEqual(position);
    }
  });

  it('takes the plate from an attribute, the driver from contact, the speed in km/h and the group', () => {
    expect(positions[0]).toEqual({
      carID: 101,
      position: { latitude: 50.5337, longitude: 14.1316 },
      toolTipText: 'Novák – ve spojení, 40 km/h (Litoměřice)',
      spz: '4U2 1234',
      reportedAt: '2024-05-14T08:21:12.000Z',
    });
  });

  it('falls back to the device name as plate and label', () => {
    expect(positions[1]).toMatchObject({ spz: '4U3 5678', toolTipText: '4U3 5678 – bez spojení, 0 km/h' });
  });

  it('converts knots to km/h', () => {
    expect(knotsToKmh(0)).toBe(0);
    expect(knotsToKmh(10)).toBe(19);
    expect(knotsToKmh(32.397)).toBe(60);
  });

  it("prefers the device's own positionId, else the latest fix", () => {
    const older = {
      ...TRACCAR_POSITIONS[0],
      id: 1,
      fixTime: '2024-05-14T08:00:00.000+00:00',
      latitude: 50.1,
    };
    const newer = {
      ...TRACCAR_POSITIONS[0],
      id: 2,
      fixTime: '2024-05-14T09:00:00.000+00:00',
      latitude: 50.2,
    };
    const device = { ...TRACCAR_DEVICES[0], positionId: 1 };
    expect(traccarToPositions([device], [newer, older])[0]?.position.latitude).toBe(50.1);
    const unknownPosition = { ...device, positionId: 0 };
    expect(traccarToPositions([unknownPosition], [older, newer])[0]?.position.latitude).toBe(50.2);
  });

  it('skips records it cannot read and works without groups', () => {
    const mapped = traccarToPositions(
      [{ name: 'no id' }, ...TRACCAR_DEVICES],
      [{ deviceId: 101 }, ...TRACCAR_POSITIONS],
    );
    expect(mapped.map((position) => position.toolTipText)).toEqual([
      'Novák – ve spojení, 40 km/h',
      '4U3 5678 – bez spojení, 0 km/h',
    ]);
  });
});
