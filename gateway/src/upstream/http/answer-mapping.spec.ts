import { currentDriverOf, rejectionFor } from './answer-mapping';

describe('who has the order now, read from an assignment’s 409', () => {
  it('reads the documented `current` and the spellings a server may use', () => {
    expect(currentDriverOf({ message: 'x', current: { id_driver: 8, driver_name: 'Veselý' } })).toEqual({
      id_driver: 8,
      driver_name: 'Veselý',
    });
    expect(currentDriverOf({ current_driver: { id: '8', last_name: ' Veselý ' } })).toEqual({
      id_driver: 8,
      driver_name: 'Veselý',
    });
    expect(currentDriverOf({ driver: { name: 'Novák' } })).toEqual({ id_driver: null, driver_name: 'Novák' });
    expect(currentDriverOf({ id_driver: null, driver_name: null })).toEqual({
      id_driver: null,
      driver_name: null,
    });
  });

  it('never takes the order’s own id or a broken value for the driver', () => {
    expect(currentDriverOf({ message: 'Conflict', id: 2203, name: 'objednávka' })).toBeUndefined();
    expect(currentDriverOf({ current: { id_driver: 'osm' } })).toBeUndefined();
    expect(currentDriverOf('Conflict')).toBeUndefined();
  });

  it('puts it into the 409 the admin reads, and leaves other refusals as they were', () => {
    const conflict = rejectionFor(409, { message: 'Řidiče změnil někdo jiný.', current: { id_driver: 3 } });
    expect(conflict.status).toBe(409);
    expect(conflict.publicDetails).toEqual({ current: { id_driver: 3, driver_name: null } });
    expect(rejectionFor(404, { current: { id_driver: 3 } }).publicDetails).toEqual({});
  });
});
