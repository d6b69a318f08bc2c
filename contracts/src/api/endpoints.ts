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
import { AdminRoleRequestSchema } from '../admins/admins.schema';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  TokenCheckResponseSchema,
} from '../auth/auth.schema';
import { AckSchema } from '../common/common.schema';
import { ContactMessageSchema } from '../contact/contact.schema';
import { DriverListSchema, NotificationTokensSchema } from '../drivers/drivers.schema';
import { LoginHistoryListSchema } from '../history-login/history-login.schema';
import {
  AddMonthlyItemRequestSchema,
  DeleteMonthlyItemRequestSchema,
  EarningsSchema,
  MonthlyItemListSchema,
  CreatedMonthlyItemSchema,
  MonthRequestSchema,
} from '../monthly/monthly.schema';
import {
  NotificationCreateRequestSchema,
  NotificationListSchema,
  CreatedNotificationSchema,
} from '../notifications/notifications.schema';
import {
  CreateOrderRequestSchema,
  MapOrderListSchema,
  OrderDeleteRequestSchema,
  OrderListSchema,
} from '../orders/orders.schema';
import { BalanceSchema } from '../payments/payments.schema';
import { SosDismissRequestSchema, SosListSchema } from '../sos/sos.schema';
import { BlacklistRequestSchema, UserIdRequestSchema, UserListSchema } from '../users/users.schema';
import { CreatedVipSchema, VipCreateRequestSchema, VipListSchema } from '../vip/vip.schema';
import {
  RemoveWorkHoursRequestSchema,
  SetWorkHoursRequestSchema,
  WorkHoursListSchema,
} from '../workhours/workhours.schema';

/**
 * Set on a list answer when the gateway had to leave out records it could not read from the server
 * (the body keeps its documented shape); the admin shows "N záznamů nelze zobrazit".
 */
export const SKIPPED_RECORDS_HEADER = 'X-Skipped-Records';

/** `public`: anyone; `admin`: a valid admin session token (cookie, bearer, path or body). */
export type EndpointAccess = 'public' | 'admin';

/**
 * One call the gateway serves. Every controller route is built from one of these (`@CatalogueRoute`), the
 * SPA calls them by name, the http adapter forwards the specification's ones to the same path upstream,
 * and the OpenAPI document is generated from them.
 */
export type Endpoint = {
  method: 'GET' | 'POST';
  /** Path with `{name}` parameters (fill with `fillPath`); `{token}` also accepts `me` (the session cookie's token). */
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
  mockOnly?: true;
};

/** A call of the specification: forwarded upstream, always with a JSON answer and never with a query. */
type SpecEndpoint = Endpoint & { response: z.ZodType; query?: never; mockOnly?: never };

const defineSpec = <const T extends Record<string, SpecEndpoint>>(catalogue: T): T => catalogue;
const defineGateway = <const T extends Record<string, Endpoint>>(catalogue: T): T => catalogue;

/** Every call of the specification's section 7, in its order. */
export const endpoints = defineSpec({
  sendWebEmail: {
    method: 'POST',
    path: '/api/admins/sendWebEmail',
    access: 'public',
    summary: 'Kontaktní formulář',
    body: ContactMessageSchema,
    response: AckSchema,
  },
  login: {
    method: 'POST',
    path: '/api/admins/login',
    access: 'public',
    summary: 'Přihlášení administrátora (nastaví session cookie)',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/history_login/create',
    access: 'public',
    summary: 'Odhlášení (zapíše historii, smaže session cookie)',
    body: LogoutRequestSchema,
    response: AckSchema,
  },
  loginHistory: {
    method: 'GET',
    path: '/api/history_login',
    access: 'admin',
    summary: 'Historie přihlášení',
    response: LoginHistoryListSchema,
  },
  tokenCheck: {
    method: 'GET',
    path: '/api/admins/{token}',
    access: 'public',
    summary: 'Ověření tokenu (false, je-li neplatný)',
    response: TokenCheckResponseSchema,
  },
  sosList: {
    method: 'GET',
    path: '/api/sos',
    access: 'admin',
    summary: 'Otevřená SOS',
    response: SosListSchema,
  },
  sosDismiss: {
    method: 'POST',
    path: '/api/sos/dismiss',
    access: 'admin',
    summary: 'Zrušit SOS',
    body: SosDismissRequestSchema,
    response: AckSchema,
  },
  vipList: { method: 'GET', path: '/api/vip', access: 'admin', summary: 'VIP kódy', response: VipListSchema },
  vipCreate: {
    method: 'POST',
    path: '/api/vip/create',
    access: 'admin',
    summary: 'Vytvořit VIP kód',
    body: VipCreateRequestSchema,
    response: CreatedVipSchema,
    created: true,
  },
  userList: {
    method: 'GET',
    path: '/api/user/{token}',
    access: 'admin',
    summary: 'Uživatelé',
    response: UserListSchema,
  },
  blacklistAdd: {
    method: 'POST',
    path: '/api/user/blacklistPhone',
    access: 'admin',
    summary: 'Přidat na blacklist',
    body: BlacklistRequestSchema,
    response: AckSchema,
  },
  blacklistRemove: {
    method: 'POST',
    path: '/api/user/blacklist/remove',
    access: 'admin',
    summary: 'Odebrat z blacklistu',
    body: BlacklistRequestSchema,
    response: AckSchema,
  },
  userDelete: {
    method: 'POST',
    path: '/api/user/delete',
    access: 'admin',
    summary: 'Smazat zákazníka',
    body: UserIdRequestSchema,
    response: AckSchema,
  },
  notificationList: {
    method: 'GET',
    path: '/api/notifications/get',
    access: 'admin',
    summary: 'Odeslaná oznámení',
    response: NotificationListSchema,
  },
  notificationCreate: {
    method: 'POST',
    path: '/api/notifications/create',
    access: 'admin',
    summary: 'Odeslat oznámení',
    body: NotificationCreateRequestSchema,
    response: CreatedNotificationSchema,
    created: true,
  },
  balance: {
    method: 'GET',
    path: '/api/payment/{token}/balance',
    access: 'admin',
    summary: 'Tržby za období',
    response: BalanceSchema,
  },
  orderList: {
    method: 'GET',
    path: '/api/order',
    access: 'admin',
    summary: 'Objednávky',
    response: OrderListSchema,
  },
  orderDelete: {
    method: 'POST',
    path: '/api/order/delete',
    access: 'admin',
    summary: 'Smazat objednávku',
    body: OrderDeleteRequestSchema,
    response: AckSchema,
  },
  orderMapData: {
    method: 'GET',
    path: '/api/order/getMapData',
    access: 'admin',
    summary: 'Objednávky pro mapu',
    response: MapOrderListSchema,
  },
  workHoursList: {
    method: 'GET',
    path: '/api/admins/{token}/workhours',
    access: 'admin',
    summary: 'Pracovní doba',
    response: WorkHoursListSchema,
  },
  workHoursSet: {
    method: 'POST',
    path: '/api/admins/setWorkhours',
    access: 'admin',
    summary: 'Nastavit pracovní dobu dne',
    body: SetWorkHoursRequestSchema,
    response: AckSchema,
  },
  workHoursRemove: {
    method: 'POST',
    path: '/api/admins/removeWorkHours',
    access: 'admin',
    summary: 'Odebrat pracovní dobu dne',
    body: RemoveWorkHoursRequestSchema,
    response: AckSchema,
  },
  driverAdd: {
    method: 'POST',
    path: '/api/driver/add',
    access: 'admin',
    summary: 'Udělat řidičem',
    body: UserIdRequestSchema,
    response: AckSchema,
  },
  driverRemove: {
    method: 'POST',
    path: '/api/driver/remove',
    access: 'admin',
    summary: 'Odebrat řidiče',
    body: UserIdRequestSchema,
    response: AckSchema,
  },
  adminSet: {
    method: 'POST',
    path: '/api/admins/appSet',
    access: 'admin',
    summary: 'Udělat administrátorem',
    body: AdminRoleRequestSchema,
    response: AckSchema,
  },
  adminRemove: {
    method: 'POST',
    path: '/api/admins/appRemove',
    access: 'admin',
    summary: 'Odebrat administrátora',
    body: AdminRoleRequestSchema,
    response: AckSchema,
  },
  driverList: {
    method: 'GET',
    path: '/api/driver/',
    access: 'admin',
    summary: 'Řidiči',
    response: DriverListSchema,
  },
  driverTokens: {
    method: 'GET',
    path: '/api/admins/getNotificationTokensOfDrivers/',
    access: 'admin',
    summary: 'Upozornit všechny řidiče',
    response: NotificationTokensSchema,
  },
  driverToken: {
    method: 'GET',
    path: '/api/admins/getNotificationTokensOfDriver/{driverId}',
    access: 'admin',
    summary: 'Upozornit řidiče',
    response: NotificationTokensSchema,
  },
  orderCreate: {
    method: 'POST',
    path: '/api/admins/order/create',
    access: 'admin',
    summary: 'Vytvořit objednávku',
    body: CreateOrderRequestSchema,
    response: AckSchema,
    created: true,
  },
  earnings: {
    method: 'POST',
    path: '/api/admins/earnings',
    access: 'admin',
    summary: 'Příjmy za měsíc',
    body: MonthRequestSchema,
    response: EarningsSchema,
  },
  monthlyList: {
    method: 'POST',
    path: '/api/admins/monthlyData',
    access: 'admin',
    summary: 'Položky měsíční tabulky',
    body: MonthRequestSchema,
    response: MonthlyItemListSchema,
  },
  monthlyDelete: {
    method: 'POST',
    path: '/api/admins/deleteMonthlyData',
    access: 'admin',
    summary: 'Smazat položku měsíční tabulky',
    body: DeleteMonthlyItemRequestSchema,
    response: AckSchema,
  },
  monthlyAdd: {
    method: 'POST',
    path: '/api/admins/addMonthlyData',
    access: 'admin',
    summary: 'Přidat položku měsíční tabulky',
    body: AddMonthlyItemRequestSchema,
    response: CreatedMonthlyItemSchema,
    created: true,
  },
});

/**
 * Calls the gateway adds to the specification's 34: maps, fleet and tariff for the dispatch
 * screens (credentials stay on the server), and the mock's simulation controls.
 */
export const gatewayEndpoints = defineGateway({
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

/** Every call the gateway serves: the specification's and its own (names are unique across both). */
export const apiEndpoints = { ...endpoints, ...gatewayEndpoints };

/** A call of the specification (what the upstream serves). */
export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
export type EndpointBody<N extends EndpointName> = (typeof endpoints)[N] extends {
  body: infer S extends z.ZodType;
}
  ? z.infer<S>
  : never;

export type GatewayEndpointName = keyof typeof gatewayEndpoints;
export type ApiEndpointName = keyof typeof apiEndpoints;
