import { apiEndpoints } from './endpoints';
import { fillPath, pathParameterNames, withQuery } from './fill-path';
import { pathOf } from './path-of';

// A path only known at run time: the compiler cannot check its parameters, so fillPath does.
const atRunTime = (path: string): string => path;

describe('fillPath', () => {
  it('fills {token} and {driverId} in catalogue paths', () => {
    expect(fillPath(apiEndpoints.userList.path, { token: 'me' })).toBe('/api/user/me');
    expect(fillPath(apiEndpoints.balance.path, { token: 'abc123' })).toBe('/api/payment/abc123/balance');
    expect(fillPath(apiEndpoints.driverToken.path, { driverId: 42 })).toBe(
      '/api/admins/getNotificationTokensOfDriver/42',
    );
    expect(fillPath(apiEndpoints.placeResolve.path, { id: 'memory:praha-6:letiste' })).toBe(
      '/api/geo/places/memory%3Apraha-6%3Aletiste',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath(apiEndpoints.vipList.path, {})).toBe('/api/vip');
    expect(fillPath(apiEndpoints.driverList.path, {})).toBe('/api/driver/');
  });

  it('encodes values so that none can add a segment, a query or a fragment', () => {
    expect(fillPath('/api/user/{token}', { token: 'a b/../c?d#e' })).toBe('/api/user/a%20b%2F..%2Fc%3Fd%23e');
    expect(fillPath('/api/geo/places/{id}', { id: 'Ústí' })).toBe('/api/geo/places/%C3%9Ast%C3%AD');
  });

  it('fills every occurrence and ignores values the path does not name', () => {
    expect(fillPath(atRunTime('/a/{x}/b/{x}'), { x: 1, unused: 'y' })).toBe('/a/1/b/1');
  });

  it('throws naming a parameter that has no value', () => {
    expect(() => fillPath(atRunTime('/api/admins/getNotificationTokensOfDriver/{driverId}'), {})).toThrow(
      'No value for {driverId} in /api/admins/getNotificationTokensOfDriver/{driverId}',
    );
    expect(() => fillPath(atRunTime('/api/user/{token}'), { token: undefined })).toThrow('{token}');
    expect(() => fillPath(atRunTime('/api/user/{token}'), { token: '' })).toThrow('{token}');
  });

  it('does not take values from the object prototype', () => {
    expect(() => fillPath(atRunTime('/api/{toString}'), {})).toThrow('{toString}');
  });

  it('names the parameters of a path in order', () => {
    expect(pathParameterNames('/api/payment/{token}/balance')).toEqual(['token']);
    expect(pathParameterNames('/a/{x}/b/{y}')).toEqual(['x', 'y']);
    expect(pathParameterNames('/api/vip')).toEqual([]);
  });

  it('refuses, already when compiling, a catalogue path without its parameters', () => {
    // @ts-expect-error driverId is required
    expect(() => fillPath(apiEndpoints.driverToken.path, {})).toThrow('{driverId}');
    // @ts-expect-error the user list takes a token, not a driver id
    expect(() => fillPath(apiEndpoints.userList.path, { driverId: 1 })).toThrow('{token}');
  });
});

describe('withQuery', () => {
  it('writes each value encoded, repeats a list’s key and leaves absent values out', () => {
    expect(withQuery('/api/x', { day: '2025-03-30', q: 'a b&c', n: 2, ok: false })).toBe(
      '/api/x?day=2025-03-30&q=a+b%26c&n=2&ok=false',
    );
    expect(withQuery('/api/x', { id: [1, 2], none: undefined, empty: null })).toBe('/api/x?id=1&id=2');
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x', undefined)).toBe('/api/x');
  });

  it('refuses a value that is no text, number or date', () => {
    expect(() => withQuery('/api/x', { filter: { a: 1 } })).toThrow("The query's filter is no text");
  });
});

describe('pathOf', () => {
  it('fills a call’s path by the call’s name', () => {
    expect(pathOf('vipList')).toBe('/api/vip');
    expect(pathOf('userList', { token: 'me' })).toBe('/api/user/me');
    expect(pathOf('driverToken', { driverId: 7 })).toBe('/api/admins/getNotificationTokensOfDriver/7');
    expect(pathOf('placeResolve', { id: 'memory:a b' })).toBe('/api/geo/places/memory%3Aa%20b');
  });

  it('adds a call’s query, typed by its schema, after its parameters', () => {
    expect(pathOf('fleetNearest', {}, { lat: 50.5, lng: 14.1 })).toBe('/api/fleet/nearest?lat=50.5&lng=14.1');
    expect(pathOf('placeResolve', { id: 'a' }, { session: 'abcdefgh12' })).toBe(
      '/api/geo/places/a?session=abcdefgh12',
    );
    // Left out, to test the call's 400.
    expect(pathOf('fleetNearest')).toBe('/api/fleet/nearest');
    // @ts-expect-error vipList takes no query
    expect(pathOf('vipList', {}, { q: 1 })).toBe('/api/vip?q=1');
    // @ts-expect-error fleetNearest's query has no field 'latitude'
    expect(pathOf('fleetNearest', {}, { latitude: 50 })).toBe('/api/fleet/nearest?latitude=50');
  });

  it('throws naming a call the catalogue lacks', () => {
    expect(() => pathOf('vipDetial' as 'vipList')).toThrow("No catalogue call is named 'vipDetial'");
    expect(() => pathOf('toString' as 'vipList')).toThrow("No catalogue call is named 'toString'");
  });

  it('makes a missing or misspelled parameter a compile error', () => {
    // @ts-expect-error driverToken's path names {driverId}
    expect(() => pathOf('driverToken', { driver: 7 })).toThrow('No value for {driverId}');
    // @ts-expect-error userList's path needs {token}
    expect(() => pathOf('userList')).toThrow('No value for {token}');
  });
});
