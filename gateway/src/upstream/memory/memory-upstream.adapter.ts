import type {
  AddMonthlyItemRequest,
  AdminRoleRequest,
  Balance,
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
  Tariff,
  UpstreamEventName,
  User,
  UserIdRequest,
  Vip,
  VipCreateRequest,
  WorkHoursEntry,
  UpstreamLinkState,
} from '@taxi/contracts';
import { driverLabel } from '@taxi/contracts';
import type { UpstreamEventListener, UpstreamEventsPort } from '../upstream-events.port';
import type { MockControlPort } from '../mock-control.port';
import { UpstreamPort, type Caller } from '../upstream.port';
import { AdminAuth } from './admin-auth';
import { computeBalance, monthEarnings } from './balance';
import { EventBus } from './event-bus';
import { MemoryStore } from './memory-store';
import * as office from './office-records';
import * as orders from './orders';
import { simulateRideStep } from './ride-simulation';
import { driverPushToken } from './push-tokens';
import { buildSeedData } from './seed/seed-data';
import { createRandom, type Random } from './seed/random';
import { settle } from './settle';
import { StoreViews } from './store-views';
import * as sos from './sos-alerts';
import * as users from './user-roles';
import * as vips from './vip-codes';
import * as workHours from './work-hours';

export type MemoryUpstreamOptions = {
  adminUsername: string;
  adminPassword: string;
  seed: number;
  orderCount: number;
  tariff: Tariff;
  /** Default 12 hours. */
  sessionTtlMs?: number;
  /** See `AdminAuthOptions.serviceToken`. */
  serviceToken?: string;
  /** Default `() => new Date()`; tests pass a controllable clock. */
  clock?: () => Date;
};

/**
 * The product's server as an in-memory mock: seeded, deterministic Czech data with real behaviour.
 * Synchronous inside; async only to honour the port.
 */
export class MemoryUpstream extends UpstreamPort implements UpstreamEventsPort, MockControlPort {
  private readonly clock: () => Date;
  private readonly store: MemoryStore;
  private readonly auth: AdminAuth;
  private readonly events = new EventBus();
  private lastEvent: Date | null = null;
  private readonly views = new StoreViews();
  /** Drives runtime choices (e.g. who raises an SOS) so that simulations repeat too. */
  private readonly random: Random;

  constructor(private readonly options: MemoryUpstreamOptions) {
    super();
    this.clock = options.clock ?? (() => new Date());
    this.random = createRandom(options.seed, 'runtime');
    const { seed, orderCount, tariff, adminUsername } = options;
    this.store = new MemoryStore(
      buildSeedData({ seed, orderCount, tariff, adminUsername, now: this.clock() }),
    );
    this.auth = new AdminAuth(this.store, options, this.clock);
  }

  onEvent(listener: UpstreamEventListener): () => void {
    return this.events.subscribe(listener);
  }

  /** The in-process mock never loses its link, so there is nothing to resync after. */
  onReconnect(_listener: () => void): () => void {
    return () => undefined;
  }

  linkState(): UpstreamLinkState {
    return 'connected';
  }

  onLinkState(_listener: (state: UpstreamLinkState) => void): () => void {
    return () => undefined;
  }

  lastEventAt(): Date | null {
    return this.lastEvent;
  }

  /** Opens an SOS alert as if a customer pressed the button in the app (simulators and tests). */
  raiseSos(userId?: number): SosAlert {
    const alert = sos.raiseSos(this.store, this.random, userId, this.clock());
    this.announce('sos', alert.id);
    return alert;
  }

  /** One tick of simulated dispatch life: a ride comes in or moves a stage on, with its events. */
  simulateRides(): void {
    const changes = simulateRideStep(this.store, this.random, this.options.tariff, this.clock());
    // Even a step with nothing to announce may have touched the store.
    this.views.invalidate();
    for (const change of changes) {
      this.announce(change.name, change.id);
    }
  }

  driverLabels(): string[] {
    return users.listDrivers(this.store).map(driverLabel);
  }

  /** Contact messages received so far, oldest first (the mock's mailbox). */
  sentEmails(): ContactMessage[] {
    return this.store.sentEmails.map((message) => ({ ...message }));
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  sendWebEmail(message: ContactMessage): Promise<void> {
    return this.changing(() => {
      this.store.sentEmails.push({ ...message });
    });
  }

  login(credentials: LoginRequest): Promise<LoginResponse | null> {
    return this.changing(() => this.auth.login(credentials));
  }

  logout(token: string): Promise<void> {
    return this.changing(() => this.auth.logout(token));
  }

  checkToken(token: string): Promise<boolean> {
    return settle(() => this.auth.isLive(token));
  }

  loginHistory(caller: Caller): Promise<LoginHistoryEntry[]> {
    return this.readAsAdmin(caller, () => this.auth.history());
  }

  sosList(caller: Caller): Promise<SosAlert[]> {
    return this.readAsAdmin(caller, () => sos.listSos(this.store));
  }

  sosDismiss(caller: Caller, { id }: SosDismissRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => {
      sos.dismissSos(this.store, id);
      this.announce('sos', id);
    });
  }

  vipList(caller: Caller): Promise<Vip[]> {
    return this.readAsAdmin(caller, () => vips.listVips(this.store));
  }

  vipCreate(caller: Caller, request: VipCreateRequest): Promise<Vip> {
    return this.writeAsAdmin(caller, () => vips.createVip(this.store, request));
  }

  userList(caller: Caller): Promise<User[]> {
    return this.readAsAdmin(caller, () => this.views.get('userList', () => users.listUsers(this.store)));
  }

  blacklistAdd(caller: Caller, { phone }: BlacklistRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => users.blacklistByPhone(this.store, phone));
  }

  blacklistRemove(caller: Caller, { phone }: BlacklistRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => users.unblacklistByPhone(this.store, phone));
  }

  userDelete(caller: Caller, { id_user }: UserIdRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => users.deleteUser(this.store, id_user));
  }

  notificationList(caller: Caller): Promise<Notification[]> {
    return this.readAsAdmin(caller, () => office.listNotifications(this.store));
  }

  notificationCreate(caller: Caller, request: NotificationCreateRequest): Promise<Notification> {
    return this.writeAsAdmin(caller, () => office.createNotification(this.store, request, this.clock()));
  }

  balance(caller: Caller): Promise<Balance> {
    return this.readAsAdmin(caller, () => computeBalance([...this.store.orders.values()], this.clock()));
  }

  orderList(caller: Caller): Promise<OrderEntry[]> {
    return this.readAsAdmin(caller, () => this.views.get('orderList', () => orders.listOrders(this.store)));
  }

  orderDelete(caller: Caller, request: OrderDeleteRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => {
      orders.deleteOrder(this.store, request);
      this.announce('ride', request.id);
    });
  }

  orderMapData(caller: Caller): Promise<MapOrder[]> {
    return this.readAsAdmin(caller, () => this.views.get('orderMapData', () => orders.mapOrders(this.store)));
  }

  orderCreate(caller: Caller, request: CreateOrderRequest & { token: string }): Promise<void> {
    return this.writeAsAdmin(caller, () => {
      const order = orders.createOrder(this.store, request, this.clock());
      this.announce('ride', order.id);
    });
  }

  workHoursList(caller: Caller): Promise<WorkHoursEntry[]> {
    return this.readAsAdmin(caller, (username) => workHours.listWorkHours(this.store, username));
  }

  workHoursSet(caller: Caller, request: SetWorkHoursRequest & { token: string }): Promise<void> {
    return this.writeAsAdmin(caller, (username) => workHours.setWorkHours(this.store, username, request));
  }

  workHoursRemove(caller: Caller, request: RemoveWorkHoursRequest & { token: string }): Promise<void> {
    return this.writeAsAdmin(caller, (username) => workHours.removeWorkHours(this.store, username, request));
  }

  driverList(caller: Caller): Promise<Driver[]> {
    return this.readAsAdmin(caller, () => this.views.get('driverList', () => users.listDrivers(this.store)));
  }

  driverAdd(caller: Caller, { id_user }: UserIdRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => users.addDriver(this.store, id_user));
  }

  driverRemove(caller: Caller, { id_user }: UserIdRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => users.removeDriver(this.store, id_user));
  }

  driverTokens(caller: Caller): Promise<NotificationTokens> {
    return this.readAsAdmin(caller, () =>
      users
        .listDrivers(this.store)
        .map((driver) => driverPushToken(this.options.seed, driver.id, driver.id_user)),
    );
  }

  driverToken(caller: Caller, driverId: number): Promise<NotificationTokens> {
    return this.readAsAdmin(caller, () => {
      const driver = users.requireDriver(this.store, driverId);
      return [driverPushToken(this.options.seed, driver.id, driver.user.id)];
    });
  }

  adminSet(caller: Caller, { id_user }: AdminRoleRequest & { token: string }): Promise<void> {
    return this.writeAsAdmin(caller, () => users.setAdmin(this.store, id_user));
  }

  adminRemove(caller: Caller, { id_user }: AdminRoleRequest & { token: string }): Promise<void> {
    return this.writeAsAdmin(caller, () => users.removeAdmin(this.store, id_user));
  }

  earnings(caller: Caller, request: MonthRequest): Promise<Earnings> {
    return this.readAsAdmin(caller, () => ({ earnings: monthEarnings(this.store.orders.values(), request) }));
  }

  monthlyList(caller: Caller, request: MonthRequest): Promise<MonthlyItem[]> {
    return this.readAsAdmin(caller, () => office.listMonthlyItems(this.store, request));
  }

  monthlyAdd(caller: Caller, request: AddMonthlyItemRequest): Promise<MonthlyItem> {
    return this.writeAsAdmin(caller, () => office.addMonthlyItem(this.store, request));
  }

  monthlyDelete(caller: Caller, { id }: DeleteMonthlyItemRequest): Promise<void> {
    return this.writeAsAdmin(caller, () => office.deleteMonthlyItem(this.store, id));
  }

  /** Every admin call needs a live session, like on the real server; it also tells whose work hours. */
  private readAsAdmin<T>(caller: Caller, work: (username: string) => T): Promise<T> {
    return settle(() => work(this.auth.requireAdmin(caller.token)));
  }

  /** An admin call that may change the store: the kept list views are rebuilt on their next read. */
  private writeAsAdmin<T>(caller: Caller, work: (username: string) => T): Promise<T> {
    return this.changing(() => work(this.auth.requireAdmin(caller.token)));
  }

  /** Listeners may read at once: a change is announced only after the kept views are dropped. */
  private announce(name: UpstreamEventName, id: number): void {
    this.views.invalidate();
    this.lastEvent = this.clock();
    this.events.emit(name, id);
  }

  /** Anything that may change the store goes through here; a refused change drops the views too. */
  private changing<T>(work: () => T): Promise<T> {
    const outcome = settle(work);
    this.views.invalidate();
    return outcome;
  }
}
