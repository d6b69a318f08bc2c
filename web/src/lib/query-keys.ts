import type { MonthRequest } from '@taxi/contracts';

/**
 * The one query-key scheme. Keys start with the resource name; socket events and mutations
 * invalidate by these prefixes, so a screen never keeps stale data.
 */
export const queryKeys = {
  sos: ['sos'] as const,
  orders: ['orders'] as const,
  mapOrders: ['orders', 'map'] as const,
  balance: ['balance'] as const,
  workHours: ['workhours'] as const,
  users: ['users'] as const,
  drivers: ['drivers'] as const,
  vip: ['vip'] as const,
  notifications: ['notifications'] as const,
  loginHistory: ['loginHistory'] as const,
  monthly: ['monthly'] as const,
  monthlyItems: (month: MonthRequest) => ['monthly', 'items', month] as const,
  monthlyEarnings: (month: MonthRequest) => ['monthly', 'earnings', month] as const,
  monthlyYear: (year: number) => ['monthly', 'year', year] as const,
  fleet: ['fleet'] as const,
  nearestVehicles: (lat: number, lng: number) => ['fleet', 'nearest', lat, lng] as const,
  mapConfig: ['geo', 'config'] as const,
  basemap: ['geo', 'basemap'] as const,
  placeSearch: (text: string) => ['geo', 'places', text] as const,
  route: (from: string, to: string) => ['geo', 'route', from, to] as const,
  tariff: ['tariff'] as const,
  session: ['session'] as const,
  sessionInfo: ['session', 'info'] as const,
  systemStatus: ['status'] as const,
  upstreamExtensions: ['upstream', 'extensions'] as const,
  reports: ['reports'] as const,
  // Not under `orders`: a live event does not reload the whole list for the reports (see use-report-orders).
  reportOrders: ['reports', 'orders'] as const,
  orderFacts: (from: string, to: string) => ['reports', 'facts', from, to] as const,
  handoverNote: ['reports', 'handover-note'] as const,
  webOrders: ['webOrders'] as const,
};
