import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/api-client';
import { fakeApi } from './fake-api';
import { renderWithProviders } from './render-with-providers';

// A record whose driver id went missing on the way: the compiler cannot see it, the path cannot take it.
const driverId = undefined as unknown as number;

function DriverTokens() {
  const tokens = useQuery({
    queryKey: ['driverTokens', driverId],
    queryFn: () => callApi('driverToken', { params: { driverId } }),
  });
  return <p>{tokens.data ? 'Tokeny načteny' : 'Načítám'}</p>;
}

describe('a screen whose call lacks a path parameter', () => {
  it('fails the waiting test at once, naming the parameter and the call', async () => {
    renderWithProviders(<DriverTokens />);
    // A wait far longer than the test may run: only failing at once lets this pass.
    await expect(screen.findByText('Tokeny načteny', {}, { timeout: 600_000 })).rejects.toThrow(
      "callApi('driverToken'): No value for {driverId}",
    );
    expect(fakeApi.reset()).toEqual([expect.stringContaining('No value for {driverId}')]);
  });
});
