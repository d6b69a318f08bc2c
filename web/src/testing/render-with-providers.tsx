import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderHookOptions, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { ToastProvider } from '@/components/ui/toast';

type ProviderOptions = {
  /** The URL the router starts at. */
  at?: string;
  /** The route pattern the element is mounted on (default: the path of `at`). */
  path?: string;
  /** Other routes beside the element (say, the page a redirect lands on). */
  routes?: ReactElement;
  /** A query client to inspect or seed; a fresh one without retries otherwise. */
  queryClient?: QueryClient;
};

/** A query client for tests: no retries (a failure shows at once), nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function Elsewhere() {
  return <p>jinde: {useLocation().pathname}</p>;
}

function Providers({
  children,
  queryClient,
  at = '/',
}: {
  children: ReactNode;
  queryClient: QueryClient;
  at?: string;
}) {
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </AppProviders>
  );
}

/**
 * Renders an element as the app would: theme, query client, toasts and a router at `at`. Any other
 * path says where it is ("jinde: /login"), so a test can see a redirect.
 */
export function renderWithProviders(element: ReactElement, options: ProviderOptions = {}) {
  const { at = '/', path = at.split(/[?#]/)[0], routes, queryClient = createTestQueryClient() } = options;
  const view = render(
    <Providers queryClient={queryClient} at={at}>
      <Routes>
        <Route path={path} element={element} />
        {routes}
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </Providers>,
  );
  return { ...view, queryClient };
}

/** A hook rendered inside the same providers as `renderWithProviders`. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: ProviderOptions & Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  const { at, queryClient = createTestQueryClient(), ...hookOptions } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient} at={at}>
      {children}
    </Providers>
  );
  return { ...renderHook(hook, { ...hookOptions, wrapper }), queryClient };
}
