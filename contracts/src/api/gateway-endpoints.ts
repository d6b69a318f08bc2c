import type { z } from 'zod';
import { FleetSnapshotSchema } from '../fleet/fleet.schema';
import {
  BasemapSchema,
  MapConfigSchema,
  PlaceResolveQuerySchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
  ResolvedPlaceSchema,
  RouteQuerySchema,
  RouteResultSchema,
} from '../geo/geo.schema';
import { TariffSchema } from '../domain/tariff';
import { MockSosRequestSchema, SosAlertSchema } from '../sos/sos.schema';
import { SystemStatusSchema } from '../status/status.schema';
import type { EndpointAccess } from './endpoints';

export type GatewayEndpoint = {
  method: 'GET' | 'POST';
  /** Express-style path parameters as `{name}`. */
  path: string;
  access: EndpointAccess;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for 204 No Content. */
  response?: z.ZodType;
  /** Answers 201 Created (a new record) instead of 200. */
  created?: true;
  /** Only in mock mode (no `UPSTREAM_URL`); 404 otherwise. */
  mockOnly?: boolean;
};

const define = <T extends Record<string, GatewayEndpoint>>(catalogue: T): T => catalogue;

/**
 * Calls the gateway adds to the specification's 34: maps, fleet and tariff for the dispatch
 * screens (credentials stay on the server), and the mock's simulation controls.
 */
export const gatewayEndpoints = define({
  placeSearch: {
    method: 'GET',
    path: '/api/geo/places',
    access: 'admin',
    summary: 'Našeptávač míst (Česko, česky)',
    query: PlaceSearchQuerySchema,
    response: PlaceSearchResultSchema,
  },
  placeResolve: {
    method: 'GET',
    path: '/api/geo/places/{id}',
    access: 'admin',
    summary: 'Souřadnice vybraného místa',
    query: PlaceResolveQuerySchema,
    response: ResolvedPlaceSchema,
  },
  route: {
    method: 'GET',
    path: '/api/geo/route',
    access: 'admin',
    summary: 'Trasa autem: vzdálenost, doba jízdy a čára pro mapu',
    query: RouteQuerySchema,
    response: RouteResultSchema,
  },
  mapConfig: {
    method: 'GET',
    path: '/api/geo/config',
    access: 'admin',
    summary: 'Nastavení mapy (dlaždice, atribuce, prohlížečový klíč Google)',
    response: MapConfigSchema,
  },
  basemap: {
    method: 'GET',
    path: '/api/geo/basemap',
    access: 'admin',
    summary: 'Zjednodušená mapa (obrys státu, obce, silnice, stanoviště), když nelze načíst dlaždice',
    response: BasemapSchema,
  },
  fleetPositions: {
    method: 'GET',
    path: '/api/fleet/positions',
    access: 'admin',
    summary: 'Poslední známé polohy vozidel a stav sledování',
    response: FleetSnapshotSchema,
  },
  tariff: {
    method: 'GET',
    path: '/api/order/tariff',
    access: 'admin',
    summary: 'Ceník, se kterým gateway počítá cenu jízdy',
    response: TariffSchema,
  },
  systemStatus: {
    method: 'GET',
    path: '/api/status',
    access: 'admin',
    summary: 'Stav systému: server objednávek, živé události, sledování vozidel, mapy',
    response: SystemStatusSchema,
  },
  mockSos: {
    method: 'POST',
    path: '/api/mock/sos',
    access: 'admin',
    summary: 'Simulace: zákazník stiskne SOS',
    body: MockSosRequestSchema,
    response: SosAlertSchema,
    created: true,
    mockOnly: true,
  },
  mockRidesTick: {
    method: 'POST',
    path: '/api/mock/rides/tick',
    access: 'admin',
    summary: 'Simulace: další krok jízd (nová objednávka nebo změna stavu)',
    mockOnly: true,
  },
});

export type GatewayEndpointName = keyof typeof gatewayEndpoints;
