// Entry of the admin's app shells (/admin/…, see ADMIN_SHELLS in entry-server.tsx): the admin alone,
// without the public site's pages and layout, which the SPA entry (main.tsx) carries for the gallery,
// login and 404 pages. Leaving the admin is a full page load of the page left for, which brings its
// own entry: the logout and an ended session call `replacePage` themselves; a link outside /admin
// lands here on `LeaveAdmin`.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import AdminApp from './app/admin/admin-app';
import { AppProviders } from './app/providers';
import { replacePage } from './lib/page-navigation';

function LeaveAdmin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    replacePage(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

const root = document.getElementById('root');
if (root) {
  root.textContent = '';
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <Routes>
            <Route path="admin/*" element={<AdminApp />} />
            <Route path="*" element={<LeaveAdmin />} />
          </Routes>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
