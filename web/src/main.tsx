import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { shouldHydrate } from './features/site/seo/prerendered-route';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // A prerendered page is hydrated when it is the page for this URL; otherwise (an app shell, or
  // a page served for another path) the client renders from scratch.
  if (shouldHydrate(root.dataset.prerendered, window.location.pathname)) {
    // As a transition, hydration yields to the browser between components instead of blocking
    // the main thread in one long task (the page is already visible and readable meanwhile).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.textContent = '';
    createRoot(root).render(app);
  }
}
