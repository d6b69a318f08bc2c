import type {
  AddMonthlyItemRequest,
  AdminRoleRequest,
  Balance,
  CreatedMonthlyItem,
  CreatedNotification,
  CreatedVip,
  BlacklistRequest,
  ContactMessage,
  CreateOrderRequest,
  DeleteMonthlyItemRequest,
  Driver,
  Earnings,
  LoginHistoryEntry,
  LoginRequest,
  LoginResponse,
  MapOrder,
  MonthlyItem,
  MonthRequest,
  Notification,
  NotificationCreateRequest,
  NotificationTokens,
  OrderDeleteRequest,
  OrderEntry,
  RemoveWorkHoursRequest,
  SetWorkHoursRequest,
  SosAlert,
  SosDismissRequest,
  User,
  UserIdRequest,
  Vip,
  VipCreateRequest,
  WorkHoursEntry,
} from '@taxi/contracts';

/** Where an adapter tells the answer being built that it had to leave records out. */
export type ReadingReport = { skippedRecords(count: number): void };

/** Who is calling: the admin session token, already checked by the gateway. */
export type Caller = { token: string; report?: ReadingReport };

/**
 * The product's own server as the gateway sees it. Method names follow the endpoint catalogue
 * of `@taxi/contracts`. Adapters throw `UpstreamError`s only; nothing raw escapes them.
 */
export abstract class UpstreamPort {
  /** Resolves when the upstream answers at all; rejects with the reason otherwise. */
  abstract ping(): Promise<void>;

  abstract sendWebEmail(message: ContactMessage): Promise<void>;
  /** `null` when the credentials are rejected (the upstream wrote a failed-login row). */
  abstract login(credentials: LoginRequest): Promise<LoginResponse | null>;
  abstract logout(token: string): Promise<void>;
  abstract checkToken(token: string): Promise<boolean>;
  abstract loginHistory(caller: Caller): Promise<LoginHistoryEntry[]>;

  abstract sosList(caller: Caller): Promise<SosAlert[]>;
  abstract sosDismiss(caller: Caller, request: SosDismissRequest): Promise<void>;

  abstract vipList(caller: Caller): Promise<Vip[]>;
  abstract vipCreate(caller: Caller, request: VipCreateRequest): Promise<CreatedVip>;

  abstract userList(caller: Caller): Promise<User[]>;
  abstract blacklistAdd(caller: Caller, request: BlacklistRequest): Promise<void>;
  abstract blacklistRemove(caller: Caller, request: BlacklistRequest): Promise<void>;
  abstract userDelete(caller: Caller, request: UserIdRequest): Promise<void>;

  abstract notificationList(caller: Caller): Promise<Notification[]>;
  abstract notificationCreate(
    caller: Caller,
    request: NotificationCreateRequest,
  ): Promise<CreatedNotification>;

  abstract balance(caller: Caller): Promise<Balance>;

  abstract orderList(caller: Caller): Promise<OrderEntry[]>;
  abstract orderDelete(caller: Caller, request: OrderDeleteRequest): Promise<void>;
  abstract orderMapData(caller: Caller): Promise<MapOrder[]>;
  abstract orderCreate(caller: Caller, request: CreateOrderRequest & { token: string }): Promise<void>;

  abstract workHoursList(caller: Caller): Promise<WorkHoursEntry[]>;
  abstract workHoursSet(caller: Caller, request: SetWorkHoursRequest & { token: string }): Promise<void>;
  abstract workHoursRemove(
    caller: Caller,
    request: RemoveWorkHoursRequest & { token: string },
  ): Promise<void>;

  abstract driverList(caller: Caller): Promise<Driver[]>;
  abstract driverAdd(caller: Caller, request: UserIdRequest): Promise<void>;
  abstract driverRemove(caller: Caller, request: UserIdRequest): Promise<void>;
  abstract driverTokens(caller: Caller): Promise<NotificationTokens>;
  abstract driverToken(caller: Caller, driverId: number): Promise<NotificationTokens>;

  abstract adminSet(caller: Caller, request: AdminRoleRequest & { token: string }): Promise<void>;
  abstract adminRemove(caller: Caller, request: AdminRoleRequest & { token: string }): Promise<void>;

  abstract earnings(caller: Caller, request: MonthRequest): Promise<Earnings>;
  abstract monthlyList(caller: Caller, request: MonthRequest): Promise<MonthlyItem[]>;
  abstract monthlyAdd(caller: Caller, request: AddMonthlyItemRequest): Promise<CreatedMonthlyItem>;
  abstract monthlyDelete(caller: Caller, request: DeleteMonthlyItemRequest): Promise<void>;
}
