import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { AdminProviders } from './admin-providers';

// Each screen is a chunk of its own, loaded when it opens (the layout shows a skeleton meanwhile):
// the dashboard does not download the tables, forms and maps of the other screens.
const DashboardRoute = lazy(() => import('@/app/routes/admin/dashboard'));
const OrdersRoute = lazy(() => import('@/app/routes/admin/orders'));
const CreateOrderRoute = lazy(() => import('@/app/routes/admin/create-order'));
const MapRoute = lazy(() => import('@/app/routes/admin/map'));
const CustomersRoute = lazy(() => import('@/app/routes/admin/customers'));
const BlacklistRoute = lazy(() => import('@/app/routes/admin/blacklist'));
const AdminsRoute = lazy(() => import('@/app/routes/admin/admins'));
const VipRoute = lazy(() => import('@/app/routes/admin/vip'));
const NotificationsRoute = lazy(() => import('@/app/routes/admin/notifications'));
const DriversRoute = lazy(() => import('@/app/routes/admin/drivers'));
const LoginHistoryRoute = lazy(() => import('@/app/routes/admin/login-history'));
const MonthlyTableRoute = lazy(() => import('@/app/routes/admin/monthly-table'));
const ReportsRoute = lazy(() => import('@/app/routes/admin/reports'));
const ShiftHandoverRoute = lazy(() => import('@/app/routes/admin/shift-handover'));
const StatusRoute = lazy(() => import('@/app/routes/admin/status'));

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
            <Route path="orders/create" element={<CreateOrderRoute />} />
            <Route path="map" element={<MapRoute />} />
            <Route path="customers" element={<CustomersRoute />} />
            <Route path="blacklist" element={<BlacklistRoute />} />
            <Route path="admins" element={<AdminsRoute />} />
            <Route path="vip" element={<VipRoute />} />
            <Route path="notifications" element={<NotificationsRoute />} />
            <Route path="drivers" element={<DriversRoute />} />
            <Route path="history-login" element={<LoginHistoryRoute />} />
            <Route path="monthly-table" element={<MonthlyTableRoute />} />
            <Route path="prehledy" element={<ReportsRoute />} />
            <Route path="predani-smeny" element={<ShiftHandoverRoute />} />
            <Route path="status" element={<StatusRoute />} />
            <Route path="*" element={<Navigate to="dashboard" replace />} />
          </Route>
        </Routes>
      </AdminGuard>
    </AdminProviders>
  );
}
