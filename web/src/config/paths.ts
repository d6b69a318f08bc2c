/**
 * Every route of the SPA, in one place (spec section 2). The public pages in German and English are in
 * `public-pages.ts`.
 */
export const paths = {
  home: '/',
  login: '/login',
  gallery: '/galerie',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  deleteRequest: '/delete-request',
  /** Ordering a taxi on the web (issue 42). */
  order: '/objednat',
  /** A web order's private status page; its token follows in the fragment (`#<token>`), never in the path. */
  orderStatus: '/objednavka/stav',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    orders: '/admin/orders',
    createOrder: '/admin/orders/create',
    map: '/admin/map',
    customers: '/admin/customers',
    blacklist: '/admin/blacklist',
    admins: '/admin/admins',
    vip: '/admin/vip',
    notifications: '/admin/notifications',
    drivers: '/admin/drivers',
    loginHistory: '/admin/history-login',
    monthlyTable: '/admin/monthly-table',
    reports: '/admin/prehledy',
    shiftHandover: '/admin/predani-smeny',
    status: '/admin/status',
  },
} as const;
