import 'leaflet/dist/leaflet.css';
import './leaflet-icons';
import type { LatLngExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { AttributionControl, LayerGroup, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import styled from 'styled-components';
import { BasemapLayer } from './basemap-layer';
import { FallbackNotice } from './fallback-notice';
import { useBasemap } from './use-basemap';
import { useMapConfig } from './use-map-config';
import { useTileHealth } from './use-tile-health';

export type BaseMapProps = {
  center: LatLngExpression;
  zoom: number;
  /** CSS height of the map, e.g. `75vh`. */
  height: string;
  /** Zoom buttons; the create-order map has none (spec), the fleet map does. */
  zoomControl?: boolean;
  /** Accessible name of the map region. */
  label: string;
  /**
   * The built-in schema only, no tiles: for a map that stands in for Google's after it failed. The
   * schema comes from the gateway, so whatever stopped Google (offline, blocked hosts) cannot stop it.
   */
  schemaOnly?: boolean;
  children?: ReactNode;
};

// Leaflet's own control texts are English; these are the admin's words for them.
const ZOOM_IN = 'Přiblížit';
const ZOOM_OUT = 'Oddálit';
const LEAFLET_CREDIT = '<a href="https://leafletjs.com" title="Knihovna pro interaktivní mapy">Leaflet</a>';

/** The whole republic fits at the widest zoom; the closest shows single streets. */
const MIN_ZOOM = 7;
const MAX_ZOOM = 18;

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
    background: ${({ theme }) => theme.map.outside};
    font: inherit;
  }
  .basemap-label {
    display: flex;
    align-items: center;
    justify-content: center;
    white-space: nowrap;
    color: ${({ theme }) => theme.map.label};
    line-height: 1;
    pointer-events: none;
    /* A halo keeps names readable over roads and the border. */
    text-shadow:
      0 0 2px ${({ theme }) => theme.map.labelHalo},
      0 0 3px ${({ theme }) => theme.map.labelHalo},
      0 0 4px ${({ theme }) => theme.map.labelHalo};
  }
  .basemap-label--district {
    color: ${({ theme }) => theme.map.labelMuted};
    font-size: 11px;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  .basemap-label--city {
    font-size: 15px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .basemap-label--town {
    font-size: 13px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* Villages quieter than towns: the eye finds the towns first. */
  .basemap-label--village {
    color: ${({ theme }) => theme.map.labelMuted};
    font-size: 11px;
  }
  .basemap-label--stand {
    font-size: 11px;
  }
  .basemap-label--quarter {
    color: ${({ theme }) => theme.map.labelMuted};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .basemap-label--stand {
    justify-content: flex-start;
    font-style: italic;
  }
  /* Rivers' names in the water's colour, slanted like the names of water on any map. */
  .basemap-label--water {
    color: ${({ theme }) => theme.map.waterLabel};
    font-size: 12px;
    font-style: italic;
    letter-spacing: 0.06em;
  }
  .basemap-label--landmark {
    color: ${({ theme }) => theme.map.labelMuted};
    font-size: 10px;
  }
`;

/**
 * A Leaflet map with the configured tile layer and, while its tiles show, their credit. Canvas rendering keeps
 * hundreds of vector markers smooth. When tiles fail (or `MAP_TILE_URL=off`) the gateway's
 * basemap is drawn under the markers instead, with a notice saying so.
 */
export function BaseMap({
  center,
  zoom,
  height,
  zoomControl = true,
  label,
  schemaOnly = false,
  children,
}: BaseMapProps) {
  const config = useMapConfig();
  const { failing: tilesFailing, eventHandlers: tileEvents, layer: tileLayer } = useTileHealth();
  const tileUrl = schemaOnly ? null : config.data?.tileUrl;
  const fallback = schemaOnly || (config.data !== undefined && (tileUrl === null || tilesFailing));
  const basemap = useBasemap(fallback);
  return (
    <Frame
      $height={height}
      role="region"
      aria-label={label}
      data-background={fallback ? 'schema' : config.data ? 'tiles' : undefined}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        zoomControl={false}
        attributionControl={false}
        preferCanvas
        scrollWheelZoom
      >
        {zoomControl && <ZoomControl zoomInTitle={ZOOM_IN} zoomOutTitle={ZOOM_OUT} />}
        <AttributionControl prefix={LEAFLET_CREDIT} />
        {tileUrl && <TileLayer ref={tileLayer} url={tileUrl} eventHandlers={tileEvents} />}
        {/* The tile server's credit only while its tiles show; the schema credits its own sources. */}
        {tileUrl && !fallback && config.data?.tileAttribution && (
          <LayerGroup attribution={config.data.tileAttribution} />
        )}
        {fallback && basemap.data && <BasemapLayer basemap={basemap.data} />}
        {fallback && <FallbackNotice />}
        {children}
      </MapContainer>
    </Frame>
  );
}
