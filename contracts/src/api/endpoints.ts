import type { z } from 'zod';
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

export type Endpoint = {
  method: 'GET' | 'POST';
  /** Path as documented; `{token}` also accepts the literal `me` (the session cookie's token). */
  path: string;
  access: EndpointAccess;
  summary: string;
  body?: z.ZodType;
  response: z.ZodType;
  /** Answers 201 Created (a new record) instead of 200. */
  created?: true;
};

const define = <T extends Record<string, Endpoint>>(catalogue: T): T => catalogue;

/** Every call of the specification's section 7, in its order. */
export const endpoints = define({
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

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
export type EndpointBody<N extends EndpointName> = (typeof endpoints)[N] extends {
  body: infer S extends z.ZodType;
}
  ? z.infer<S>
  : never;
