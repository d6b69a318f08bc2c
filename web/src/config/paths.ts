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
