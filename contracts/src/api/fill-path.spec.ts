import { apiEndpoints } from './endpoints';
import { fillPath, pathParameterNames } from './fill-path';
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

describe('pathOf', () => {
  it('fills a call’s path by the call’s name', () => {
    expect(pathOf('vipList')).toBe('/api/vip');
    expect(pathOf('userList', { token: 'me' })).toBe('/api/user/me');
    expect(pathOf('driverToken', { driverId: 7 })).toBe('/api/admins/getNotificationTokensOfDriver/7');
    expect(pathOf('placeResolve', { id: 'memory:a b' })).toBe('/api/geo/places/memory%3Aa%20b');
  });

  it('makes a missing or misspelled parameter a compile error', () => {
    // @ts-expect-error driverToken's path names {driverId}
    expect(() => pathOf('driverToken', { driver: 7 })).toThrow('No value for {driverId}');
    // @ts-expect-error userList's path needs {token}
    expect(() => pathOf('userList')).toThrow('No value for {token}');
  });
});
