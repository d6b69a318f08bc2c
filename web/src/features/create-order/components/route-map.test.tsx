import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RouteMap } from './route-map';

// The map libraries themselves are a seam of their own: jsdom draws neither.
vi.mock('./leaflet-route-map', () => ({
  LeafletRouteMap: ({ label }: { label: string }) => <p>Leaflet: {label}</p>,
}));
vi.mock('./google-route-map', () => ({
  GoogleRouteMap: ({ apiKey, label }: { apiKey: string; label: string }) => (
    <p>
      Google {apiKey}: {label}
    </p>
  ),
}));
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
});
