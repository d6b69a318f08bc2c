import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { AdminsRoute } from '@/app/routes/admin/admins';
import { BlacklistRoute } from '@/app/routes/admin/blacklist';
import { CustomersRoute } from '@/app/routes/admin/customers';
import { DashboardRoute } from '@/app/routes/admin/dashboard';
import { DriversRoute } from '@/app/routes/admin/drivers';
import { LoginHistoryRoute } from '@/app/routes/admin/login-history';
import { MonthlyTableRoute } from '@/app/routes/admin/monthly-table';
import { NotificationsRoute } from '@/app/routes/admin/notifications';
import { OrdersRoute } from '@/app/routes/admin/orders';
import { StatusRoute } from '@/app/routes/admin/status';
import { VipRoute } from '@/app/routes/admin/vip';
import { AdminProviders } from './admin-providers';

// Map code (Leaflet) loads only when a map screen opens.
const MapRoute = lazy(() => import('@/app/routes/admin/map'));
const CreateOrderRoute = lazy(() => import('@/app/routes/admin/create-order'));

/** Everything under /admin: guarded (history-login and monthly-table too), one layout, one route each. */
export default function AdminApp() {
  return (
    <AdminProviders>
      <AdminGuard>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardRoute />} />
            {/* One element for the list and `/admin/orders/1216` (its detail), so the table stays mounted. */}
            <Route path="orders/*" element={<OrdersRoute />} />
            <Route
              path="orders/create"
              element={
                <Suspense fallback={null}>
                  <CreateOrderRoute />
                </Suspense>
              }
            />
            <Route
              path="map"
              element={
                <Suspense fallback={null}>
                  <MapRoute />
                </Suspense>
              }
            />
            <Route path="customers" element={<CustomersRoute />} />
            <Route path="blacklist" element={<BlacklistRoute />} />
            <Route path="admins" element={<AdminsRoute />} />
            <Route path="vip" element={<VipRoute />} />
            <Route path="notifications" element={<NotificationsRoute />} />
            <Route path="drivers" element={<DriversRoute />} />
            <Route path="history-login" element={<LoginHistoryRoute />} />
            <Route path="monthly-table" element={<MonthlyTableRoute />} />
            <Route path="status" element={<StatusRoute />} />
            <Route path="*" element={<Navigate to="dashboard" replace />} />
          </Route>
        </Routes>
      </AdminGuard>
    </AdminProviders>
  );
}
