import 'leaflet/dist/leaflet.css';
import './leaflet-icons';
import type { LatLngExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import styled from 'styled-components';
import { useMapConfig } from './use-map-config';

export type BaseMapProps = {
  center: LatLngExpression;
  zoom: number;
  /** CSS height of the map, e.g. `75vh`. */
  height: string;
  /** Zoom buttons; the create-order map has none (spec), the fleet map does. */
  zoomControl?: boolean;
  /** Accessible name of the map region. */
  label: string;
  children?: ReactNode;
};

// Without tiles (offline, or a tile server outage) markers still show on this plain background.
const Frame = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  min-height: 280px;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  /* Leaflet's panes use high z-indexes; keep them below the sticky top bar and SOS strip. */
  isolation: isolate;
  border: 1px solid ${({ theme }) => theme.colors.border};
  .leaflet-container {
    height: 100%;
    width: 100%;
    background: #e8e6df;
    font: inherit;
  }
`;

/**
 * A Leaflet map with the configured tile layer and its attribution. Canvas rendering keeps
 * hundreds of vector markers smooth.
 */
export function BaseMap({ center, zoom, height, zoomControl = true, label, children }: BaseMapProps) {
  const config = useMapConfig();
  return (
    <Frame $height={height} role="region" aria-label={label}>
      <MapContainer center={center} zoom={zoom} zoomControl={zoomControl} preferCanvas scrollWheelZoom>
        {config.data?.tileUrl && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
        {children}
      </MapContainer>
    </Frame>
  );
}
