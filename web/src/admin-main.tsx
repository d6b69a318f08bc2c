// Entry of the admin's app shells (/admin/…, see ADMIN_SHELLS in entry-server.tsx): the admin alone,
// without the public site's pages and layout, which the SPA entry (main.tsx) carries for the gallery,
// login and 404 pages. A path outside /admin (the login after a logout, a link to the site) is a
// full page load of that page, which brings its own entry.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import AdminApp from './app/admin/admin-app';
import { AppProviders } from './app/providers';

function LeaveAdmin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
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
