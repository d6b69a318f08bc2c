import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { shouldHydrate } from './features/site/seo/prerendered-route';
import { type Dictionaries, DictionariesProvider } from './i18n/locale-context';
import { loadDictionaries } from './i18n/load-messages';
import { documentLocale } from './i18n/locales';

function start(root: HTMLElement, dictionaries: Dictionaries): void {
  const app = (
    <StrictMode>
      <DictionariesProvider value={dictionaries}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </DictionariesProvider>
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

const root = document.getElementById('root');
if (root) {
  // The page's language's texts first (a German or English page's come as a chunk of their own).
  void loadDictionaries(documentLocale()).then((dictionaries) => start(root, dictionaries));
}
