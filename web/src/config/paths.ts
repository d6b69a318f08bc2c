/** Every route of the SPA, in one place (spec section 2). */
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
    status: '/admin/status',
  },
} as const;

/** Public routes that are prerendered to static HTML at build time. */
export const PUBLIC_ROUTES = [
  paths.home,
  paths.login,
  paths.gallery,
  paths.privacyPolicy,
  paths.terms,
  paths.deleteRequest,
  paths.order,
  paths.orderStatus,
] as const;
