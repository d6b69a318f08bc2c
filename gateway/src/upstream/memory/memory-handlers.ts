import type { EndpointName, UpstreamEventName } from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import type { CallerOf, CallInput, EndpointResult } from '@/upstream/upstream-call';
import type { AdminAuth } from './admin-auth';
import { computeBalance, monthEarnings } from './balance';
import type { MemoryStore } from './memory-store';
import * as office from './office-records';
import * as orders from './orders';
import { driverPushToken } from './push-tokens';
import { settle } from './settle';
import * as sos from './sos-alerts';
import type { StoreViews } from './store-views';
import * as users from './user-roles';
import * as vips from './vip-codes';
import { toOrderEntry } from './views';
import * as workHours from './work-hours';

/** One call of the catalogue, answered from the store. */
export type MemoryHandler<N extends EndpointName> = (
  caller: CallerOf<N>,
  input: CallInput<N>,
) => Promise<EndpointResult<N>>;

/** A handler for every call of the catalogue: the compiler refuses a table that misses one. */
export type MemoryHandlers = { readonly [N in EndpointName]: MemoryHandler<N> };

/** What the handlers work with: the store and its views, the sessions, the clock and the events. */
export type MemoryBackend = {
  store: MemoryStore;
  views: StoreViews;
  auth: AdminAuth;
  seed: number;
  clock: () => Date;
  /** Tells live listeners; the kept views are dropped first, so they may read at once. */
  announce: (name: UpstreamEventName, id: number) => void;
};

/**
 * The mock server's behaviour, call by call. Every admin call needs a live session, like on the
 * real server (which also tells whose work hours); anything that may change the store drops the
 * kept list views, so the next read rebuilds them.
 */
export function memoryHandlers(backend: MemoryBackend): MemoryHandlers {
  const { store, views, auth, clock, announce } = backend;
  const changing = <T>(work: () => T): Promise<T> => {
    const outcome = settle(work);
    views.invalidate();
    return outcome;
  };
  const read = <T>(caller: Caller, work: (username: string) => T): Promise<T> =>
    settle(() => work(auth.requireAdmin(caller.token)));
  const write = <T>(caller: Caller, work: (username: string) => T): Promise<T> =>
    changing(() => work(auth.requireAdmin(caller.token)));

  return {
    sendWebEmail: (_caller, { body }) =>
      changing(() => {
        store.sentEmails.push({ ...body });
      }),
    login: (_caller, { body }) => changing(() => auth.login(body)),
    // Public like the real server's: the token in the body says whose session ends.
    logout: (caller, { body }) => changing(() => auth.logout(caller?.token ?? body.token ?? '')),
    tokenCheck: (caller) => settle(() => (caller ? auth.isLive(caller.token) : false)),
    loginHistory: (caller) => read(caller, () => auth.history()),

    sosList: (caller) => read(caller, () => sos.listSos(store)),
    sosDismiss: (caller, { body }) =>
      write(caller, () => {
        sos.dismissSos(store, body.id);
        announce('sos', body.id);
      }),

    vipList: (caller) => read(caller, () => vips.listVips(store)),
    vipCreate: (caller, { body }) => write(caller, () => vips.createVip(store, body)),

    userList: (caller) => read(caller, () => views.get('userList', () => users.listUsers(store))),
    blacklistAdd: (caller, { body }) => write(caller, () => users.blacklistByPhone(store, body.phone)),
    blacklistRemove: (caller, { body }) => write(caller, () => users.unblacklistByPhone(store, body.phone)),
    userDelete: (caller, { body }) => write(caller, () => users.deleteUser(store, body.id_user)),

    notificationList: (caller) => read(caller, () => office.listNotifications(store)),
    notificationCreate: (caller, { body }) =>
      write(caller, () => office.createNotification(store, body, clock())),

    balance: (caller) => read(caller, () => computeBalance([...store.orders.values()], clock())),

    orderList: (caller) => read(caller, () => views.get('orderList', () => orders.listOrders(store))),
    orderDelete: (caller, { body }) =>
      write(caller, () => {
        orders.deleteOrder(store, body);
        announce('ride', body.id);
      }),
    orderMapData: (caller) => read(caller, () => views.get('orderMapData', () => orders.mapOrders(store))),
    orderCreate: (caller, { body }) =>
      write(caller, () => {
        const order = orders.createOrder(store, body, clock());
        announce('ride', order.id);
      }),
    // A proposed extension (docs/upstream.md): a pre-order with its time, heard like any new order.
    orderPreorderCreate: (caller, { body }) =>
      write(caller, () => {
        const order = orders.createPreorder(store, body, clock());
        announce('ride', order.id);
      }),
    // A proposed extension (docs/upstream.md): every open admin hears the change as a ride event.
    orderAssign: (caller, { body }) =>
      write(caller, () => {
        const order = orders.assignDriver(store, body);
        announce('ride', order.id);
        return toOrderEntry(order, store.users);
      }),

    workHoursList: (caller) => read(caller, (username) => workHours.listWorkHours(store, username)),
    workHoursSet: (caller, { body }) =>
      write(caller, (username) => workHours.setWorkHours(store, username, body)),
    workHoursRemove: (caller, { body }) =>
      write(caller, (username) => workHours.removeWorkHours(store, username, body)),

    driverList: (caller) => read(caller, () => views.get('driverList', () => users.listDrivers(store))),
    driverAdd: (caller, { body }) => write(caller, () => users.addDriver(store, body.id_user)),
    driverRemove: (caller, { body }) => write(caller, () => users.removeDriver(store, body.id_user)),
    driverTokens: (caller) =>
      read(caller, () =>
        users.listDrivers(store).map((driver) => driverPushToken(backend.seed, driver.id, driver.id_user)),
      ),
    driverToken: (caller, { params }) =>
      read(caller, () => {
        const driver = users.requireDriver(store, params.driverId);
        return [driverPushToken(backend.seed, driver.id, driver.user.id)];
      }),

    adminSet: (caller, { body }) => write(caller, () => users.setAdmin(store, body.id_user)),
    adminRemove: (caller, { body }) => write(caller, () => users.removeAdmin(store, body.id_user)),

    earnings: (caller, { body }) =>
      read(caller, () => ({ earnings: monthEarnings(store.orders.values(), body) })),
    monthlyList: (caller, { body }) => read(caller, () => office.listMonthlyItems(store, body)),
    monthlyAdd: (caller, { body }) => write(caller, () => office.addMonthlyItem(store, body)),
    monthlyDelete: (caller, { body }) => write(caller, () => office.deleteMonthlyItem(store, body.id)),
  };
}
