import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';

function Elsewhere() {
  return <p>jinde: {useLocation().pathname}</p>;
}

/** Renders a public-site element at a URL with the theme and a router; other paths say where they are. */
export function renderPage(element: ReactElement, { at = '/' }: { at?: string } = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at.split('#')[0]} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
