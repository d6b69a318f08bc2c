import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { apiEndpoints, type ApiEndpointName } from '@taxi/contracts';
import { IS_PUBLIC_KEY } from '@/common/auth/public.decorator';
import { CatalogueRoute, routePath, successStatus } from './catalogue-route.decorator';

/** The metadata Nest reads from a handler decorated with `@CatalogueRoute(name)`. */
function routeOf(name: ApiEndpointName) {
  class Probe {
    @CatalogueRoute(name)
    handle(): void {}
  }
  const handler = Object.getOwnPropertyDescriptor(Probe.prototype, 'handle')?.value as object;
  return {
    path: Reflect.getMetadata(PATH_METADATA, handler) as string,
    method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod,
    status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number,
    isPublic: Reflect.getMetadata(IS_PUBLIC_KEY, handler) as boolean | undefined,
  };
}

describe('@CatalogueRoute', () => {
  it('writes catalogue parameters in Express syntax', () => {
    expect(routePath('/api/payment/{token}/balance')).toBe('/api/payment/:token/balance');
    expect(routePath('/api/admins/getNotificationTokensOfDriver/{driverId}')).toBe(
      '/api/admins/getNotificationTokensOfDriver/:driverId',
    );
    expect(routePath('/api/driver/')).toBe('/api/driver/');
  });

  it('answers 201 for a creation, 204 without an answer, 200 otherwise', () => {
    expect(successStatus(apiEndpoints.vipCreate)).toBe(HttpStatus.CREATED);
    expect(successStatus(apiEndpoints.mockRidesTick)).toBe(HttpStatus.NO_CONTENT);
    expect(successStatus(apiEndpoints.sosDismiss)).toBe(HttpStatus.OK);
    expect(successStatus(apiEndpoints.vipList)).toBe(HttpStatus.OK);
  });

  it('routes a handler at the entry method and path with its status', () => {
    expect(routeOf('userList')).toEqual({
      path: '/api/user/:token',
      method: RequestMethod.GET,
      status: 200,
      isPublic: undefined,
    });
    expect(routeOf('orderCreate')).toMatchObject({ method: RequestMethod.POST, status: 201 });
    expect(routeOf('mockRidesTick')).toMatchObject({ method: RequestMethod.POST, status: 204 });
  });

  it('lets exactly the public catalogue calls through without a session', () => {
    const names = Object.keys(apiEndpoints) as ApiEndpointName[];
    const open = names.filter((name) => routeOf(name).isPublic === true);
    expect(open.sort()).toEqual(names.filter((name) => apiEndpoints[name].access === 'public').sort());
    expect(open.sort()).toEqual(
      [
        'login',
        'logout',
        'sendWebEmail',
        'tokenCheck',
        // Ordering a taxi on the public site.
        'webOrderAvailability',
        'webOrderCancel',
        'webOrderCreate',
        'webOrderStatus',
        'webPlaceSearch',
        'webQuote',
      ].sort(),
    );
  });
});
