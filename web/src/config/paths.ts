/** Every route of the SPA, in one place (spec section 2). */
export const paths = {
  home: '/',
  login: '/login',
  gallery: '/galerie',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  deleteRequest: '/delete-request',
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

/** Public routes that are prerendered to static HTML at build time. */
export const PUBLIC_ROUTES = [
  paths.home,
  paths.login,
  paths.gallery,
  paths.privacyPolicy,
  paths.terms,
  paths.deleteRequest,
] as const;
