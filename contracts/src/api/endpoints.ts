import type { z } from 'zod';
import type { PathParameters } from './fill-path';
import {
  FleetSnapshotSchema,
  NearestVehiclesQuerySchema,
  NearestVehiclesSchema,
} from '../fleet/fleet.schema';
import {
  BasemapSchema,
  MapConfigSchema,
  PlaceResolveParamsSchema,
  PlaceResolveQuerySchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
  ResolvedPlaceSchema,
  RouteQuerySchema,
  RouteResultSchema,
} from '../geo/geo.schema';
import { TariffSchema } from '../domain/tariff.schema';
import {
  StatusTokenRequestSchema,
  WebOrderAvailabilitySchema,
  WebOrderCreatedSchema,
  WebOrderDeclineRequestSchema,
  WebOrderRequestSchema,
  WebOrderSeenRequestSchema,
  WebOrdersOverviewSchema,
  WebOrdersPauseRequestSchema,
  WebOrderStatusSchema,
  WebQuoteRequestSchema,
  WebQuoteSchema,
} from '../web-orders/web-order.schema';
import { MockSosRequestSchema, SosAlertSchema } from '../sos/sos.schema';
import { SystemStatusSchema } from '../status/status.schema';
import { AdminRoleRequestSchema } from '../admins/admins.schema';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  SessionInfoSchema,
  TokenCheckResponseSchema,
} from '../auth/auth.schema';
import { AckSchema, flagsSchema, IdRequestSchema } from '../common/common.schema';
import { ContactMessageSchema } from '../contact/contact.schema';
import {
  DriverListSchema,
  DriverTokenParamsSchema,
  NotificationTokensSchema,
} from '../drivers/drivers.schema';
import { LoginHistoryListSchema } from '../history-login/history-login.schema';
import {
  AddMonthlyItemRequestSchema,
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
  CreatePreorderRequestSchema,
  MapOrderListSchema,
  OrderDeleteRequestSchema,
  OrderEntrySchema,
  OrderListSchema,
} from '../orders/orders.schema';
import {
  OrderAssignRequestSchema,
  OrderRedispatchRequestSchema,
  OrderRedispatchResultSchema,
} from '../orders/order-assign.schema';
import { BalanceSchema } from '../payments/payments.schema';
import {
  HandoverNoteAnswerSchema,
  HandoverNoteRequestSchema,
  HandoverNoteSchema,
  OrderFactsQuerySchema,
  OrderFactsSchema,
} from '../reports/order-facts.schema';
import { SosListSchema } from '../sos/sos.schema';
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
 * How the gateway reads a call's answer from the company's server, where not the usual way. Usual:
 * a JSON answer read leniently, record by record, into `response`; with an `Ack` response any 2xx
 * is success whatever the body.
 */
export type EndpointReading =
  /** The session token from the answer (`accessToken`, `token`, a bare string…); 400/401/403 = wrong credentials. */
  | { kind: 'login' }
  /** Only an explicit yes is a session; any other answer, or a refusal, is not. */
  | { kind: 'tokenVerdict' }
  /** A command that ends the caller's session: any 2xx, and no verdict about the token is trusted after. */
  | { kind: 'logout' }
  /**
   * A creation: the record the server echoed; if it echoed none, the newest record of the `list`
   * call with the same `same` fields as sent (that list called with the sent `listBody` fields); if
   * that fails too, what was sent. The admin never sees an error for a write the server accepted.
   */
  | {
      kind: 'created';
      readBack: { list: string; same: readonly string[]; listBody?: readonly string[] };
    }
  /** A change answered with the record as it is now: read like a creation (echo, else read back, else what was sent). */
  | {
      kind: 'updated';
      readBack: { list: string; same: readonly string[] };
    };

/** Where a call lives and who may make it: plain data, no schemas. */
export type EndpointRoute = {
  method: 'GET' | 'POST';
  /** Path with `{name}` parameters (fill with `fillPath`); `{token}` also accepts `me` (the session cookie's token). */
  path: string;
  access: EndpointAccess;
  /** Answers 201 Created (a new record) instead of 200. */
  created?: true;
  /** Only in mock mode (no `UPSTREAM_URL`); 404 otherwise. */
  mockOnly?: true;
  /** The specification's body carries the acting admin's token: the gateway puts the session's in. */
  tokenInBody?: true;
  /** A POST that changes no data (the specification's reads, a signal): it is not audited. */
  readOnly?: true;
  reading?: EndpointReading;
  /**
   * Not a call of the specification but a proposed extension of the company's API, named by the entry
   * (docs/upstream.md describes it): served by the mock, forwarded to a real server only when
   * `UPSTREAM_EXTENSIONS` names it, 501 otherwise — "Server objednávek zatím neumí <lacking> …".
   */
  extension?: { lacking: string };
};

/** What a call carries. */
export type EndpointSchemas = {
  /** The path's parameters other than `{token}` (which the session check reads), as one object. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for 204 No Content. */
  response?: z.ZodType;
};

/**
 * One call the gateway serves. Every controller route is built from one of these (`@CatalogueRoute`), the
 * SPA calls them by name, the http adapter forwards the specification's ones to the same path upstream,
 * and the OpenAPI document is generated from them.
 */
export type Endpoint = EndpointRoute & EndpointSchemas;

/** The schemas of a call of the company's server: forwarded upstream, always with a JSON answer. */
type SpecSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType };

/**
 * Joins each route with its schemas, name by name (a name missing on either side, or extra, does not compile).
 * The catalogue is declared in two tables so that the SPA's client, which only needs method and path,
 * reads the routes and leaves zod and the schemas out of the pages that never validate anything.
 */
function withSchemas<
  const R extends Record<string, EndpointRoute>,
  const S extends { [N in keyof R]: EndpointSchemas },
>(routes: R, schemas: S & Record<Exclude<keyof S, keyof R>, never>): { [N in keyof R]: R[N] & S[N] } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { ...route, ...schemas[name] }]),
  ) as { [N in keyof R]: R[N] & S[N] };
}

/**
 * Method, path and access of every call of the company's server: the specification's section 7, in
 * its order, then the proposed extensions (marked `extension`).
 */
export const endpointRoutes = {
  sendWebEmail: {
    method: 'POST',
    path: '/api/admins/sendWebEmail',
    access: 'public',
  },
  login: {
    method: 'POST',
    path: '/api/admins/login',
    access: 'public',
    reading: { kind: 'login' },
  },
  logout: {
    method: 'POST',
    path: '/api/history_login/create',
    access: 'public',
    tokenInBody: true,
    reading: { kind: 'logout' },
  },
  loginHistory: {
    method: 'GET',
    path: '/api/history_login',
    access: 'admin',
  },
  tokenCheck: {
    method: 'GET',
    path: '/api/admins/{token}',
    access: 'public',
    reading: { kind: 'tokenVerdict' },
  },
  sosList: {
    method: 'GET',
    path: '/api/sos',
    access: 'admin',
  },
  sosDismiss: {
    method: 'POST',
    path: '/api/sos/dismiss',
    access: 'admin',
  },
  vipList: {
    method: 'GET',
    path: '/api/vip',
    access: 'admin',
  },
  vipCreate: {
    method: 'POST',
    path: '/api/vip/create',
    access: 'admin',
    created: true,
    reading: { kind: 'created', readBack: { list: 'vipList', same: ['code'] } },
  },
  userList: {
    method: 'GET',
    path: '/api/user/{token}',
    access: 'admin',
  },
  blacklistAdd: {
    method: 'POST',
    path: '/api/user/blacklistPhone',
    access: 'admin',
  },
  blacklistRemove: {
    method: 'POST',
    path: '/api/user/blacklist/remove',
    access: 'admin',
  },
  userDelete: {
    method: 'POST',
    path: '/api/user/delete',
    access: 'admin',
  },
  notificationList: {
    method: 'GET',
    path: '/api/notifications/get',
    access: 'admin',
  },
  notificationCreate: {
    method: 'POST',
    path: '/api/notifications/create',
    access: 'admin',
    created: true,
    reading: { kind: 'created', readBack: { list: 'notificationList', same: ['title', 'content'] } },
  },
  balance: {
    method: 'GET',
    path: '/api/payment/{token}/balance',
    access: 'admin',
  },
  orderList: {
    method: 'GET',
    path: '/api/order',
    access: 'admin',
  },
  orderDelete: {
    method: 'POST',
    path: '/api/order/delete',
    access: 'admin',
  },
  orderMapData: {
    method: 'GET',
    path: '/api/order/getMapData',
    access: 'admin',
  },
  workHoursList: {
    method: 'GET',
    path: '/api/admins/{token}/workhours',
    access: 'admin',
  },
  workHoursSet: {
    method: 'POST',
    path: '/api/admins/setWorkhours',
    access: 'admin',
    tokenInBody: true,
  },
  workHoursRemove: {
    method: 'POST',
    path: '/api/admins/removeWorkHours',
    access: 'admin',
    tokenInBody: true,
  },
  driverAdd: {
    method: 'POST',
    path: '/api/driver/add',
    access: 'admin',
  },
  driverRemove: {
    method: 'POST',
    path: '/api/driver/remove',
    access: 'admin',
  },
  adminSet: {
    method: 'POST',
    path: '/api/admins/appSet',
    access: 'admin',
    tokenInBody: true,
  },
  adminRemove: {
    method: 'POST',
    path: '/api/admins/appRemove',
    access: 'admin',
    tokenInBody: true,
  },
  driverList: {
    method: 'GET',
    path: '/api/driver/',
    access: 'admin',
  },
  driverTokens: {
    method: 'GET',
    path: '/api/admins/getNotificationTokensOfDrivers/',
    access: 'admin',
  },
  driverToken: {
    method: 'GET',
    path: '/api/admins/getNotificationTokensOfDriver/{driverId}',
    access: 'admin',
  },
  orderCreate: {
    method: 'POST',
    path: '/api/admins/order/create',
    access: 'admin',
    created: true,
    tokenInBody: true,
  },
  earnings: {
    method: 'POST',
    path: '/api/admins/earnings',
    access: 'admin',
    readOnly: true,
  },
  monthlyList: {
    method: 'POST',
    path: '/api/admins/monthlyData',
    access: 'admin',
    readOnly: true,
  },
  monthlyDelete: {
    method: 'POST',
    path: '/api/admins/deleteMonthlyData',
    access: 'admin',
  },
  monthlyAdd: {
    method: 'POST',
    path: '/api/admins/addMonthlyData',
    access: 'admin',
    created: true,
    reading: {
      kind: 'created',
      readBack: { list: 'monthlyList', same: ['name', 'price'], listBody: ['month', 'year'] },
    },
  },
  orderAssign: {
    method: 'POST',
    path: '/api/admins/order/assign',
    access: 'admin',
    tokenInBody: true,
    reading: { kind: 'updated', readBack: { list: 'orderList', same: ['id'] } },
    extension: { lacking: 'přidělit řidiče k existující objednávce' },
  },
  orderPreorderCreate: {
    method: 'POST',
    path: '/api/admins/order/preorder',
    access: 'admin',
    created: true,
    tokenInBody: true,
    extension: { lacking: 'přijmout předobjednávku s časem vyzvednutí' },
  },
} as const satisfies Record<string, EndpointRoute & { mockOnly?: never }>;

/** A proposed extension of the company's API: the name of its entry. */
export type UpstreamExtension = {
  [N in keyof typeof endpointRoutes]: (typeof endpointRoutes)[N] extends { extension: object } ? N : never;
}[keyof typeof endpointRoutes];
/** The proposed extensions, as the catalogue marks them. */
export const UPSTREAM_EXTENSIONS = /* @__PURE__ */ Object.keys(endpointRoutes).filter(
  (name) => 'extension' in endpointRoutes[name as keyof typeof endpointRoutes],
) as UpstreamExtension[];
export function isUpstreamExtension(name: string): name is UpstreamExtension {
  return (UPSTREAM_EXTENSIONS as readonly string[]).includes(name);
}
/** Which proposed extensions can be used now, by name (`GET /api/upstream/extensions`). */
export type UpstreamExtensions = Record<UpstreamExtension, boolean>;
/** Every extension's flag, exactly those in `on` turned on: what `GET /api/upstream/extensions` answers. */
export function extensionFlags(on: Iterable<UpstreamExtension>): UpstreamExtensions {
  const enabled = new Set(on);
  return Object.fromEntries(
    UPSTREAM_EXTENSIONS.map((extension) => [extension, enabled.has(extension)]),
  ) as UpstreamExtensions;
}

/** Every call of the specification's section 7 with its schemas. */
export const endpoints = /* @__PURE__ */ withSchemas(endpointRoutes, {
  sendWebEmail: {
    body: ContactMessageSchema,
    response: AckSchema,
  },
  login: {
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  logout: {
    body: LogoutRequestSchema,
    response: AckSchema,
  },
  loginHistory: {
    response: LoginHistoryListSchema,
  },
  tokenCheck: {
    response: TokenCheckResponseSchema,
  },
  sosList: {
    response: SosListSchema,
  },
  sosDismiss: {
    body: IdRequestSchema,
    response: AckSchema,
  },
  vipList: {
    response: VipListSchema,
  },
  vipCreate: {
    body: VipCreateRequestSchema,
    response: CreatedVipSchema,
  },
  userList: {
    response: UserListSchema,
  },
  blacklistAdd: {
    body: BlacklistRequestSchema,
    response: AckSchema,
  },
  blacklistRemove: {
    body: BlacklistRequestSchema,
    response: AckSchema,
  },
  userDelete: {
    body: UserIdRequestSchema,
    response: AckSchema,
  },
  notificationList: {
    response: NotificationListSchema,
  },
  notificationCreate: {
    body: NotificationCreateRequestSchema,
    response: CreatedNotificationSchema,
  },
  balance: {
    response: BalanceSchema,
  },
  orderList: {
    response: OrderListSchema,
  },
  orderDelete: {
    body: OrderDeleteRequestSchema,
    response: AckSchema,
  },
  orderMapData: {
    response: MapOrderListSchema,
  },
  workHoursList: {
    response: WorkHoursListSchema,
  },
  workHoursSet: {
    body: SetWorkHoursRequestSchema,
    response: AckSchema,
  },
  workHoursRemove: {
    body: RemoveWorkHoursRequestSchema,
    response: AckSchema,
  },
  driverAdd: {
    body: UserIdRequestSchema,
    response: AckSchema,
  },
  driverRemove: {
    body: UserIdRequestSchema,
    response: AckSchema,
  },
  adminSet: {
    body: AdminRoleRequestSchema,
    response: AckSchema,
  },
  adminRemove: {
    body: AdminRoleRequestSchema,
    response: AckSchema,
  },
  driverList: {
    response: DriverListSchema,
  },
  driverTokens: {
    response: NotificationTokensSchema,
  },
  driverToken: {
    params: DriverTokenParamsSchema,
    response: NotificationTokensSchema,
  },
  orderCreate: {
    body: CreateOrderRequestSchema,
    response: AckSchema,
  },
  earnings: {
    body: MonthRequestSchema,
    response: EarningsSchema,
  },
  monthlyList: {
    body: MonthRequestSchema,
    response: MonthlyItemListSchema,
  },
  monthlyDelete: {
    body: IdRequestSchema,
    response: AckSchema,
  },
  monthlyAdd: {
    body: AddMonthlyItemRequestSchema,
    response: CreatedMonthlyItemSchema,
  },
  orderAssign: {
    body: OrderAssignRequestSchema,
    response: OrderEntrySchema,
  },
  orderPreorderCreate: {
    body: CreatePreorderRequestSchema,
    response: AckSchema,
  },
} satisfies Record<keyof typeof endpointRoutes, SpecSchemas>);
/**
 * Calls the gateway adds to the specification's 34: maps, fleet and tariff for the dispatch
 * screens (credentials stay on the server), and the mock's simulation controls.
 */
export const gatewayEndpointRoutes = {
  placeSearch: {
    method: 'GET',
    path: '/api/geo/places',
    access: 'admin',
  },
  placeResolve: {
    method: 'GET',
    path: '/api/geo/places/{id}',
    access: 'admin',
  },
  route: {
    method: 'GET',
    path: '/api/geo/route',
    access: 'admin',
  },
  mapConfig: {
    method: 'GET',
    path: '/api/geo/config',
    access: 'admin',
  },
  basemap: {
    method: 'GET',
    path: '/api/geo/basemap',
    access: 'admin',
  },
  fleetPositions: {
    method: 'GET',
    path: '/api/fleet/positions',
    access: 'admin',
  },
  fleetNearest: {
    method: 'GET',
    path: '/api/fleet/nearest',
    access: 'admin',
  },
  tariff: {
    method: 'GET',
    path: '/api/order/tariff',
    access: 'admin',
  },
  upstreamExtensions: {
    method: 'GET',
    path: '/api/upstream/extensions',
    access: 'admin',
  },
  orderRedispatch: {
    method: 'POST',
    path: '/api/orders/redispatch',
    access: 'admin',
  },
  webOrderAvailability: {
    method: 'GET',
    path: '/api/web-orders/availability',
    access: 'public',
  },
  webPlaceSearch: {
    method: 'GET',
    path: '/api/web-orders/places',
    access: 'public',
  },
  webQuote: {
    method: 'POST',
    path: '/api/web-orders/quote',
    access: 'public',
  },
  webOrderCreate: {
    method: 'POST',
    path: '/api/web-orders',
    access: 'public',
    created: true,
  },
  webOrdersOverview: {
    method: 'GET',
    path: '/api/web-orders/admin',
    access: 'admin',
  },
  webOrdersPause: {
    method: 'POST',
    path: '/api/web-orders/pause',
    access: 'admin',
  },
  webOrderDecline: {
    method: 'POST',
    path: '/api/web-orders/decline',
    access: 'admin',
  },
  webOrderSeen: {
    method: 'POST',
    path: '/api/web-orders/seen',
    access: 'admin',
  },
  webOrderStatus: {
    method: 'POST',
    path: '/api/web-orders/status',
    access: 'public',
    readOnly: true,
  },
  webOrderCancel: {
    method: 'POST',
    path: '/api/web-orders/cancel',
    access: 'public',
  },
  sessionInfo: {
    method: 'GET',
    path: '/api/session',
    access: 'admin',
  },
  sessionActivity: {
    method: 'POST',
    path: '/api/session/activity',
    access: 'admin',
    readOnly: true,
  },
  systemStatus: {
    method: 'GET',
    path: '/api/status',
    access: 'admin',
  },
  orderFacts: {
    method: 'GET',
    path: '/api/reports/order-facts',
    access: 'admin',
  },
  handoverNote: {
    method: 'GET',
    path: '/api/reports/handover-note',
    access: 'admin',
  },
  handoverNoteSave: {
    method: 'POST',
    path: '/api/reports/handover-note',
    access: 'admin',
  },
  mockSos: {
    method: 'POST',
    path: '/api/mock/sos',
    access: 'admin',
    created: true,
    mockOnly: true,
  },
  mockRidesTick: {
    method: 'POST',
    path: '/api/mock/rides/tick',
    access: 'admin',
    mockOnly: true,
  },
} as const satisfies Record<string, EndpointRoute>;

/** The gateway's own calls with their schemas. */
export const gatewayEndpoints = /* @__PURE__ */ withSchemas(gatewayEndpointRoutes, {
  placeSearch: {
    query: PlaceSearchQuerySchema,
    response: PlaceSearchResultSchema,
  },
  placeResolve: {
    params: PlaceResolveParamsSchema,
    query: PlaceResolveQuerySchema,
    response: ResolvedPlaceSchema,
  },
  route: {
    query: RouteQuerySchema,
    response: RouteResultSchema,
  },
  mapConfig: {
    response: MapConfigSchema,
  },
  basemap: {
    response: BasemapSchema,
  },
  fleetPositions: {
    response: FleetSnapshotSchema,
  },
  fleetNearest: {
    query: NearestVehiclesQuerySchema,
    response: NearestVehiclesSchema,
  },
  tariff: {
    response: TariffSchema,
  },
  upstreamExtensions: {
    // Marked pure: an unmarked call among these arguments would keep every schema in the admin bundle.
    response: /* @__PURE__ */ flagsSchema(UPSTREAM_EXTENSIONS),
  },
  orderRedispatch: {
    body: OrderRedispatchRequestSchema,
    response: OrderRedispatchResultSchema,
  },
  webOrderAvailability: {
    response: WebOrderAvailabilitySchema,
  },
  webPlaceSearch: {
    query: PlaceSearchQuerySchema,
    response: PlaceSearchResultSchema,
  },
  webQuote: {
    body: WebQuoteRequestSchema,
    response: WebQuoteSchema,
  },
  webOrderCreate: {
    body: WebOrderRequestSchema,
    response: WebOrderCreatedSchema,
  },
  webOrdersOverview: {
    response: WebOrdersOverviewSchema,
  },
  webOrdersPause: {
    body: WebOrdersPauseRequestSchema,
    response: WebOrdersOverviewSchema,
  },
  webOrderDecline: {
    body: WebOrderDeclineRequestSchema,
    response: AckSchema,
  },
  webOrderSeen: {
    body: WebOrderSeenRequestSchema,
    response: AckSchema,
  },
  webOrderStatus: {
    body: StatusTokenRequestSchema,
    response: WebOrderStatusSchema,
  },
  webOrderCancel: {
    body: StatusTokenRequestSchema,
    response: WebOrderStatusSchema,
  },
  sessionInfo: {
    response: SessionInfoSchema,
  },
  sessionActivity: {
    response: AckSchema,
  },
  systemStatus: {
    response: SystemStatusSchema,
  },
  orderFacts: {
    query: OrderFactsQuerySchema,
    response: OrderFactsSchema,
  },
  handoverNote: {
    response: HandoverNoteAnswerSchema,
  },
  handoverNoteSave: {
    body: HandoverNoteRequestSchema,
    response: HandoverNoteSchema,
  },
  mockSos: {
    body: MockSosRequestSchema,
    response: SosAlertSchema,
  },
  mockRidesTick: {},
} satisfies Record<keyof typeof gatewayEndpointRoutes, EndpointSchemas>);

/** Every call the gateway serves: the specification's and its own (names are unique across both). */
export const apiEndpoints = /* @__PURE__ */ Object.assign({}, endpoints, gatewayEndpoints);
/** The same without schemas, for callers that must not load zod (the SPA's client). */
export const apiEndpointRoutes = /* @__PURE__ */ Object.assign({}, endpointRoutes, gatewayEndpointRoutes);

/** A call of the company's server (the specification's, or a proposed extension). */
export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
export type EndpointBody<N extends EndpointName> = (typeof endpoints)[N] extends {
  body: infer S extends z.ZodType;
}
  ? z.infer<S>
  : never;

export type GatewayEndpointName = keyof typeof gatewayEndpoints;
export type ApiEndpointName = keyof typeof apiEndpoints;

/** A call's path as a literal type, so its `{name}` parameters are known to the compiler. */
export type EndpointPath<N extends ApiEndpointName> = (typeof apiEndpointRoutes)[N]['path'];
/** The path parameters a caller gives: every `{name}` but `{token}`, which comes from the session. */
export type EndpointParams<N extends ApiEndpointName> = Omit<PathParameters<EndpointPath<N>>, 'token'>;

type Schemas<N extends ApiEndpointName> = (typeof apiEndpoints)[N];
type Part<N extends ApiEndpointName, K extends 'params' | 'query' | 'body' | 'response'> =
  Schemas<N> extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** A call's body as sent (before its schema's defaults and transforms); `never` without one. */
export type EndpointBodyInput<N extends ApiEndpointName> = [Part<N, 'body'>] extends [never]
  ? never
  : z.input<Part<N, 'body'>>;
/** A call's query as sent; `never` without one. */
export type EndpointQuery<N extends ApiEndpointName> = [Part<N, 'query'>] extends [never]
  ? never
  : z.input<Part<N, 'query'>>;
type Admitted<N extends ApiEndpointName, K extends 'params' | 'query' | 'body'> = [Part<N, K>] extends [never]
  ? never
  : z.output<Part<N, K>>;
/** A call's query as its schema admitted it (defaults and coercions applied); `never` without one. */
export type EndpointQueryOutput<N extends ApiEndpointName> = Admitted<N, 'query'>;
/** A call's body as its schema admitted it; `never` without one. */
export type EndpointBodyOutput<N extends ApiEndpointName> = Admitted<N, 'body'>;
/** A call's path parameters (but `{token}`) as their schema admitted them: ids as numbers. */
export type EndpointParamsOutput<N extends ApiEndpointName> = [Part<N, 'params'>] extends [never]
  ? EndpointParams<N>
  : Admitted<N, 'params'>;
/** A call's answer; `void` for one without (204). */
export type ApiResponse<N extends ApiEndpointName> = [Part<N, 'response'>] extends [never]
  ? void
  : z.infer<Part<N, 'response'>>;

/**
 * What a call takes besides the session: each part required exactly when the call has it, so a
 * missing or misspelled path parameter, body or query is a compile error. `Body` and `Query` are
 * their types as the side reads them (sent: `EndpointBodyInput`, validated: `EndpointBodyOutput`).
 */
export type EndpointInput<
  N extends ApiEndpointName,
  Body = EndpointBodyInput<N>,
  Query = EndpointQuery<N>,
  Params = EndpointParams<N>,
> = (keyof EndpointParams<N> extends never ? { params?: undefined } : { params: Params }) &
  ([Body] extends [never] ? { body?: undefined } : { body: Body }) &
  ([Query] extends [never]
    ? { query?: undefined }
    : // A query whose every field may be left out may itself be left out.
      object extends Query
      ? { query?: Query }
      : { query: Query });

/** True when a call needs no input at all (then callers may leave it out). */
export type InputIsOptional<N extends ApiEndpointName> = object extends EndpointInput<N> ? true : false;
