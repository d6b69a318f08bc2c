// The JavaScript each page may download when it opens (gzip kB, issue 34), what it opens with and
// what it loads only later. `opens`: lazy modules the page loads at once (its screen, a map it
// shows). `later`: lazy modules it loads on a visitor's action or scroll, not counted in the budget
// (each with why). Any other lazy import of the page's own code fails the check until named here.
// `schema` (zod) and `map` (Leaflet, Google's loader): false = never downloaded by this page;
// 'later' = only after opening (a form's first check); 'opens' = may be part of the first download.

const PUBLIC_PAGE_KB = 40;
const ADMIN_SCREEN_KB = 190;
const MAP_SCREEN_KB = 240;

const contactForm = {
  'src/app/islands/hydrate-contact-form.tsx': 'the contact form, as its section nears the screen',
};
const firstCheck = 'the rules, with the form’s first check';

/** The prerendered file of a public path: `/` → `index.html`, `/de/` → `de/index.html`, `/galerie` → `galerie/index.html`. */
const pageFile = (path) =>
  path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}/index.html`;

/**
 * A public page in every language (its paths as in web/src/config/public-pages.ts): the same budget
 * and rules for each. check.mjs fails a prerendered page that no entry names.
 */
const inEveryLanguage = (paths, rules) =>
  Object.values(paths).map((path) => ({ path, page: pageFile(path), ...rules }));

const LOCALES = ['cs', 'de', 'en'];

/**
 * The web order's pages (web/src/features/web-order/order-words.ts): each language opens with its own
 * texts; the other languages' are never loaded there.
 */
const webOrderPage = (paths, rules) =>
  Object.entries(paths).map(([locale, path]) => {
    const texts = (language) => `src/i18n/${language}/web-order-pages.ts`;
    const never = LOCALES.filter((other) => other !== locale).map((other) => [
      texts(other),
      'never: another language’s texts',
    ]);
    return {
      path,
      page: pageFile(path),
      ...rules,
      opens: [...rules.opens, texts(locale)],
      later: Object.fromEntries(never),
    };
  });

/** A static public page (no form, no map): the prerendered HTML and the site's small script. */
const staticPage = { budgetKb: PUBLIC_PAGE_KB, opens: [], schema: false, map: false };

/** An admin screen (`/admin/<path>`): the admin's entry and the screen's own chunk (`routes/admin/<screen>.tsx`). */
const adminScreen = (
  path,
  screen,
  { budgetKb = ADMIN_SCREEN_KB, opens = [], later = {}, schema = false, map = false } = {},
) => ({
  path: `/admin/${path}`,
  page: `admin/${path}/index.html`,
  budgetKb,
  opens: [`src/app/routes/admin/${screen}.tsx`, ...opens],
  later,
  schema,
  map,
});

export const ROUTES = [
  ...inEveryLanguage(
    { cs: '/', de: '/de/', en: '/en/' },
    { budgetKb: 10, opens: [], later: contactForm, schema: 'later', map: false },
  ),
  ...inEveryLanguage(
    { cs: '/galerie', de: '/de/galerie', en: '/en/gallery' },
    { ...staticPage, opens: ['src/features/gallery/gallery-lightbox.ts'] },
  ),
  ...inEveryLanguage({ cs: '/privacy-policy', de: '/de/datenschutz', en: '/en/privacy-policy' }, staticPage),
  ...inEveryLanguage(
    { cs: '/terms-and-conditions', de: '/de/nutzungsbedingungen', en: '/en/terms-and-conditions' },
    staticPage,
  ),
  ...inEveryLanguage(
    { cs: '/delete-request', de: '/de/konto-loeschen', en: '/en/delete-account' },
    staticPage,
  ),
  ...webOrderPage(
    { cs: '/objednat', de: '/de/bestellen', en: '/en/order' },
    { ...staticPage, opens: ['src/features/web-order/order-page-main.ts'] },
  ),
  // Issue 42: the status page with its map (Leaflet comes once a car is shown; counted all the same).
  ...webOrderPage(
    { cs: '/objednavka/stav', de: '/de/bestellung/status', en: '/en/order/status' },
    {
      ...staticPage,
      budgetKb: 80,
      opens: ['src/features/web-order/status-page-main.ts', 'src/features/web-order/status-map.ts'],
      map: 'opens',
    },
  ),
  {
    path: '/login',
    page: 'login/index.html',
    budgetKb: 150,
    opens: ['src/features/auth/components/login-form.tsx'],
    later: {
      'src/features/auth/login-form-schema.ts': firstCheck,
      'src/features/auth/api/login.ts': 'the login call, with Přihlásit se',
    },
    schema: 'later',
    map: false,
  },
  // Issue 34 asks 150 kB. Every admin screen opens with the shell (React, the router, TanStack Query,
  // styled-components and socket.io-client alone are 112.5 kB), which leaves no room for the
  // dashboard's own code; today's figures and why are in docs/benchmarks.md, "JavaScript per page".
  adminScreen('dashboard', 'dashboard', {
    budgetKb: 160,
    later: {
      'src/features/workhours/components/work-hours-rows.tsx':
        'the work-hours rows, as their card nears the screen',
      'src/features/workhours/utils/work-hours-form.ts': firstCheck,
      'src/features/orders/components/web-orders-switch.tsx':
        'the web orders switch beside the work hours, as its place nears the screen',
    },
    schema: 'later',
  }),
  adminScreen('orders', 'orders', {
    later: {
      'src/features/orders/components/decline-web-order-dialog.tsx': 'the decline dialog, with Odmítnout',
      'src/features/orders/utils/decline-form-schema.ts': firstCheck,
    },
    schema: 'later',
  }),
  adminScreen('orders/create', 'create-order', {
    budgetKb: MAP_SCREEN_KB,
    opens: ['src/features/create-order/components/leaflet-route-map.tsx'],
    later: {
      'src/features/create-order/utils/order-form-schema.ts': firstCheck,
      'src/features/create-order/components/google-route-map.tsx':
        'Google’s map instead, when the gateway routes with Google (next row)',
    },
    schema: 'later',
    map: 'opens',
  }),
  {
    ...adminScreen('orders/create', 'create-order', {
      budgetKb: MAP_SCREEN_KB,
      opens: ['src/features/create-order/components/google-route-map.tsx'],
      later: {
        'src/features/create-order/utils/order-form-schema.ts': firstCheck,
        'src/features/create-order/components/leaflet-route-map.tsx':
          'Leaflet’s schema, should Google’s map fail',
      },
      schema: 'later',
      map: 'opens',
    }),
    variant: 'Google',
  },
  adminScreen('map', 'map', { budgetKb: MAP_SCREEN_KB, schema: 'opens', map: 'opens' }),
  adminScreen('customers', 'customers'),
  adminScreen('blacklist', 'blacklist'),
  adminScreen('admins', 'admins'),
  adminScreen('vip', 'vip', { later: { 'src/features/vip/utils/vip-form.ts': firstCheck }, schema: 'later' }),
  adminScreen('notifications', 'notifications', {
    later: { 'src/features/notifications/notification-form-schema.ts': firstCheck },
    schema: 'later',
  }),
  adminScreen('drivers', 'drivers'),
  adminScreen('history-login', 'login-history'),
  adminScreen('monthly-table', 'monthly-table', {
    later: { 'src/features/monthly/utils/monthly-item-form.ts': firstCheck },
    schema: 'later',
  }),
  adminScreen('prehledy', 'reports', {
    later: { '../node_modules/write-excel-file/browser/index.js': 'the Excel writer, with a click on Excel' },
  }),
  adminScreen('predani-smeny', 'shift-handover'),
  adminScreen('status', 'status'),
];

/** npm packages that make a page's schema library and its map library. */
export const SCHEMA_PACKAGES = /^(zod|@hookform\/resolvers)$/;
export const MAP_PACKAGES =
  /^(leaflet|react-leaflet|@react-leaflet\/.+|@react-google-maps\/.+|@googlemaps\/.+)$/;
