import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/app/layouts/public-layout';
import { localePrefix, PUBLIC_PAGE_KEYS, publicPath } from '@/config/public-pages';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales';
import { AppProviders } from './providers';
import { PUBLIC_ROUTES } from './public-routes';
import { LoginRoute } from './routes/public/login';
import { NotFoundRoute } from './routes/public/not-found';

// The admin (and everything it imports) is a separate chunk: the public site never downloads it.
const AdminApp = lazy(() => import('./admin/admin-app'));

/**
 * The route table of spec section 2, the public pages once for each language (Czech without a
 * prefix, `/de/…`, `/en/…`); rendered by the browser router and by the prerenderer.
 */
export function App() {
  return (
    <AppProviders>
      <Routes>
        {LOCALES.map((locale) => (
          <Route
            key={locale}
            path={locale === DEFAULT_LOCALE ? undefined : localePrefix(locale).slice(1)}
            element={<PublicLayout locale={locale} />}
          >
            {PUBLIC_PAGE_KEYS.map((page) => {
              const { Page } = PUBLIC_ROUTES[page];
              const path = publicPath(page, locale).slice(localePrefix(locale).length + 1);
              return path ? (
                <Route key={page} path={path} element={<Page />} />
              ) : (
                <Route key={page} index element={<Page />} />
              );
            })}
            {locale === DEFAULT_LOCALE && <Route path="login" element={<LoginRoute />} />}
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        ))}
        <Route
          path="admin/*"
          element={
            <Suspense fallback={null}>
              <AdminApp />
            </Suspense>
          }
        />
      </Routes>
    </AppProviders>
  );
}
