/** Answers in the car-group service's documented shape, as recorded for tests (and the fake server). */

export const CARGROUPS_ANSWER = {
  carGroups: [
    {
      id: 1,
      name: 'Litoměřice',
      cars: [
        {
          carID: 11,
          spz: '4U2 1234',
          name: 'Škoda Octavia',
          driver: 'Novák',
          state: 'volný',
          lastPosition: {
            latitude: 50.5337,
            longitude: 14.1316,
            timestamp: '2024-05-14T08:21:12Z',
            speed: 38.4,
          },
        },
        // Not located yet: skipped.
        { carID: 12, spz: '4U3 5678', driver: 'Svoboda', lastPosition: null },
      ],
      carGroups: [
        {
          id: 3,
          name: 'Noční směna',
          cars: [
            {
              id: '13',
              licensePlate: '4U7 4321',
              driver: { lastName: 'Dvořák' },
              position: { lat: '50.5108', lng: '14.1505', timestamp: 1715675000 },
            },
          ],
        },
      ],
    },
    {
      id: 2,
      name: 'Lovosice',
      cars: [
        // Also listed under Litoměřice: shown once.
        { carID: 11, spz: '4U2 1234', lastPosition: { latitude: 50.5152, longitude: 14.0512 } },
        {
          carID: 14,
          spz: '5U1 0001',
          toolTipText: 'Černý – obsazený',
          lastPosition: { latitude: 50.5159, longitude: 14.0576, timestamp: 'not a time' },
        },
        // No fix yet (0, 0) and a broken record: both skipped.
        { carID: 15, spz: '5U1 0002', lastPosition: { latitude: 0, longitude: 0 } },
        { spz: 'no id', lastPosition: { latitude: 50.5, longitude: 14.1 } },
      ],
    },
  ],
};
