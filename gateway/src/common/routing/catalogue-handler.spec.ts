import { SKIPPED_RECORDS_HEADER } from '@taxi/contracts';
import type { Request, Response } from 'express';
import { rememberVerifiedSession } from '@/common/auth/request-token';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { inRouteOrder, readCatalogueCall } from './catalogue-handler';

function request(parts: { params?: object; query?: object; body?: unknown }, token?: string): Request {
  const fake = { params: {}, query: {}, body: undefined, ...parts } as unknown as Request;
  if (token) {
    rememberVerifiedSession(fake, { token, source: 'cookie' });
  }
  return fake;
}

const response = () => ({ headersSent: false, setHeader: jest.fn() }) as unknown as Response;

function failure(read: () => unknown): ApiHttpException {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiHttpException) {
      return error;
    }
    throw error;
  }
  throw new Error('no exception');
}

describe('a request read as a catalogue call', () => {
  it('gives the session and every part as its schema admitted it', () => {
    const call = readCatalogueCall(
      'placeResolve',
      request({ params: { id: 'memory:a' }, query: { session: 'abcdefgh12' } }, 'tok'),
      response(),
    );
    expect(call).toMatchObject({
      caller: { token: 'tok' },
      params: { id: 'memory:a' },
      query: { session: 'abcdefgh12' },
      body: undefined,
    });
    const nearest = readCatalogueCall(
      'fleetNearest',
      request({ query: { lat: '50.5', lng: '14.1' } }, 't'),
      response(),
    );
    expect(nearest.query).toEqual({ lat: 50.5, lng: 14.1 });
  });

  it('answers 400 naming every bad field at once, by where it is: params, query or body', () => {
    const error = failure(() =>
      readCatalogueCall(
        'driverToken',
        request({ params: { driverId: 'abc' }, query: { x: '1' } }, 'tok'),
        response(),
      ),
    );
    expect(error.getStatus()).toBe(400);
    expect(error.envelope.issues?.map((issue) => issue.path)).toEqual(['params.driverId']);
    const both = failure(() =>
      readCatalogueCall('route', request({ query: { from: 'x' } }, 'tok'), response()),
    );
    expect(both.envelope.issues?.map((issue) => issue.path)).toEqual(['query.from', 'query.to']);
    const body = failure(() =>
      readCatalogueCall('sosDismiss', request({ body: { id: 'x' } }, 'tok'), response()),
    );
    expect(body.envelope.issues?.map((issue) => issue.path)).toEqual(['body.id']);
  });

  it('gives a caller whose skipped records go into this answer’s header, for any list call', () => {
    const answer = response();
    const call = readCatalogueCall('fleetNearest', request({ query: { lat: '50', lng: '14' } }, 't'), answer);
    call.caller?.report?.skippedRecords(2);
    call.caller?.report?.skippedRecords(1);
    expect(answer.setHeader).toHaveBeenLastCalledWith(SKIPPED_RECORDS_HEADER, '3');
  });

  it('answers 401 for an admin call without the session the guard verified', () => {
    expect(failure(() => readCatalogueCall('vipList', request({}), response())).getStatus()).toBe(401);
    expect(readCatalogueCall('tokenCheck', request({}), response()).caller).toBeNull();
  });

  it('orders routes with fewer path parameters first', () => {
    expect(inRouteOrder(['tokenCheck', 'driverTokens', 'balance', 'vipList'])).toEqual([
      'driverTokens',
      'vipList',
      'tokenCheck',
      'balance',
    ]);
  });
});
