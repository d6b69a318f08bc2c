import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/app/layouts/public-layout';
import { AppProviders } from './providers';
import { DeleteRequestRoute } from './routes/public/delete-request';
import { GalleryRoute } from './routes/public/gallery';
import { LandingRoute } from './routes/public/landing';
import { LoginRoute } from './routes/public/login';
import { NotFoundRoute } from './routes/public/not-found';
import { OrderRoute } from './routes/public/order';
import { OrderStatusRoute } from './routes/public/order-status';
import { PrivacyPolicyRoute } from './routes/public/privacy-policy';
import { TermsRoute } from './routes/public/terms';

// The admin (and everything it imports) is a separate chunk: the public site never downloads it.
const AdminApp = lazy(() => import('./admin/admin-app'));

/** The route table of spec section 2; rendered by the browser router and by the prerenderer. */
export function App() {
  return (
    <AppProviders>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="galerie" element={<GalleryRoute />} />
          <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
          <Route path="terms-and-conditions" element={<TermsRoute />} />
          <Route path="delete-request" element={<DeleteRequestRoute />} />
          <Route path="objednat" element={<OrderRoute />} />
          <Route path="objednavka/stav" element={<OrderStatusRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
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
