import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMapConfig } from '@/components/map/use-map-config';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RouteMap } from './route-map';

vi.mock('@/components/map/use-map-config', () => ({ useMapConfig: vi.fn() }));
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
const mapConfig = vi.mocked(useMapConfig);

function configured(data: { googleBrowserKey?: string } | undefined) {
  mapConfig.mockReturnValue({
    data: data && { provider: 'memory', tileUrl: '', tileAttribution: '', ...data },
    isPending: data === undefined,
  } as ReturnType<typeof useMapConfig>);
}

const pickup = { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' };

function renderMap(path?: [number, number][]) {
  renderWithProviders(<RouteMap pickup={pickup} destination={null} path={path} label="Mapa trasy" />);
}

describe('RouteMap', () => {
  it('draws with Leaflet when no Google browser key is configured', () => {
    configured({});
    renderMap();
    expect(screen.getByText('Leaflet: Mapa trasy')).toBeInTheDocument();
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
  });
});
