import type { PathOptions } from 'leaflet';
import { theme } from '@/theme/theme';
import type { OrderMarkerKind } from './order-markers';

// Shared objects: react-leaflet restyles a marker only when its pathOptions object changes.

export const VEHICLE_RADIUS = 9;
export const ORDER_RADIUS = 6;

// Leaflet merges styles: the solid line must be said explicitly when a car turns fresh again.
export const VEHICLE_STYLE: PathOptions = {
  color: theme.colors.text,
  weight: 2,
  dashArray: [],
  fillColor: theme.colors.brand,
  fillOpacity: 1,
};

/** Grey and dashed: not colour alone tells that the position is old. */
export const STALE_VEHICLE_STYLE: PathOptions = {
  color: theme.colors.textMuted,
  weight: 2,
  dashArray: '3 3',
  fillColor: theme.colors.borderStrong,
  fillOpacity: 0.9,
};

const ORDER_FILL: Record<OrderMarkerKind, string> = {
  waiting: theme.colors.info,
  accepted: theme.colors.success,
  other: theme.colors.danger,
};

export const ORDER_STYLES: Record<OrderMarkerKind, PathOptions> = {
  waiting: { color: theme.colors.surface, weight: 1.5, fillColor: ORDER_FILL.waiting, fillOpacity: 0.95 },
  accepted: { color: theme.colors.surface, weight: 1.5, fillColor: ORDER_FILL.accepted, fillOpacity: 0.95 },
  other: { color: theme.colors.surface, weight: 1.5, fillColor: ORDER_FILL.other, fillOpacity: 0.95 },
};
