import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetGoogleMapsFailure,
  markGoogleMapsFailed,
} from '@/features/create-order/hooks/use-google-maps-failure';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { loadGoogleRenderer, RouteMap } from './route-map';

// The map libraries themselves are a seam of their own: jsdom draws neither.
vi.mock('./leaflet-route-map', () => ({
  LeafletRouteMap: ({ label, schemaOnly }: { label: string; schemaOnly?: boolean }) => (
    <p>
      Leaflet{schemaOnly ? ' (schéma)' : ''}: {label}
    </p>
  ),
}));
// The real renderer reports a script that did not load or a refused key the same way.
function FakeGoogleRouteMap({ apiKey, label }: { apiKey: string; label: string }) {
  useEffect(() => {
    if (apiKey === 'refused-key') {
      markGoogleMapsFailed();
    }
  }, [apiKey]);
  return (
    <p>
      Google {apiKey}: {label}
    </p>
  );
}
vi.mock('./google-route-map', () => ({ GoogleRouteMap: FakeGoogleRouteMap }));
function configured(data: { googleBrowserKey?: string } | undefined) {
  fakeApi.on(
    'mapConfig',
    data ? { provider: 'memory', tileUrl: '', tileAttribution: '', ...data } : FakeReply.never(),
  );
}

const pickup = { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' };

function renderMap(path?: [number, number][]) {
  renderWithProviders(<RouteMap pickup={pickup} destination={null} path={path} label="Mapa trasy" />);
}

describe('RouteMap', () => {
  afterEach(() => forgetGoogleMapsFailure());

  it('draws with Leaflet when no Google browser key is configured', async () => {
    configured({});
    renderMap();
    expect(await screen.findByText('Leaflet: Mapa trasy')).toBeInTheDocument();
    expect(screen.getByText('Po výběru míst Odkud a Kam se tu zobrazí trasa.')).toBeInTheDocument();
  });

  it('loads the Google renderer only when the gateway gives a browser key', async () => {
    configured({ googleBrowserKey: 'browser-key' });
    renderMap([
      [50.5336, 14.1318],
      [50.515, 14.0511],
    ]);
    expect(await screen.findByText('Google browser-key: Mapa trasy')).toBeInTheDocument();
    expect(screen.queryByText(/Leaflet/)).not.toBeInTheDocument();
    expect(screen.queryByText('Po výběru míst Odkud a Kam se tu zobrazí trasa.')).not.toBeInTheDocument();
  });

  it('holds the place of the map while its configuration loads', () => {
    configured(undefined);
    renderMap();
    expect(screen.getByRole('status')).toHaveTextContent('Načítám mapu…');
    expect(fakeApi.requests().map(({ name }) => name)).toEqual(['mapConfig']);
  });

  it("draws Leaflet's schema instead of Google's map when Google fails, for the rest of the page", async () => {
    configured({ googleBrowserKey: 'refused-key' });
    renderMap();
    expect(await screen.findByText('Leaflet (schéma): Mapa trasy')).toBeInTheDocument();
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });

  it("stands in for Google's renderer whose code did not download, and reports it", async () => {
    const renderer = await loadGoogleRenderer(() => Promise.reject(new Error('chunk failed')));
    configured({ googleBrowserKey: 'browser-key' });
    renderWithProviders(
      <renderer.default
        apiKey="browser-key"
        {...{ pickup, destination: null }}
        path={undefined}
        label="Mapa trasy"
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Načítám mapu…');
    renderMap();
    expect(await screen.findByText('Leaflet (schéma): Mapa trasy')).toBeInTheDocument();
  });
});
