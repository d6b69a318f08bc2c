import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderHookOptions, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { ToastProvider } from '@/components/ui/toast';
import { AssignDriverProvider } from '@/features/orders/components/assign/assign-driver-provider';

type ProviderOptions = {
  /** The URL the router starts at. */
  at?: string;
  /** The route pattern the element is mounted on (default: the path of `at`). */
  path?: string;
  /** Other routes beside the element (say, the page a redirect lands on). */
  routes?: ReactElement;
  /** A query client to inspect or seed; a fresh one without retries otherwise. */
  queryClient?: QueryClient;
  /** Leave out the toast region (a test that expects the element to render nothing at all). */
  withoutToasts?: boolean;
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
  withoutToasts = false,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  at?: string | undefined;
  withoutToasts?: boolean | undefined;
}) {
  // Toasts inside the router, as in the admin: a toast may link to a screen.
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          {withoutToasts ? (
            children
          ) : (
            <ToastProvider>
              <AssignDriverProvider>{children}</AssignDriverProvider>
            </ToastProvider>
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>
  );
}

/**
 * Renders an element as the app would: theme, query client, toasts and a router at `at`. Any other
 * path says where it is ("jinde: /login"), so a test can see a redirect. `rerender` keeps all of it.
 */
export function renderWithProviders(element: ReactElement, options: ProviderOptions = {}) {
  const {
    at = '/',
    path = at.split(/[?#]/)[0],
    routes,
    queryClient = createTestQueryClient(),
    withoutToasts,
  } = options;
  const mounted = (ui: ReactElement) => (
    <Routes>
      <Route path={path} element={ui} />
      {routes}
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient} at={at} withoutToasts={withoutToasts}>
      {children}
    </Providers>
  );
  const view = render(mounted(element), { wrapper });
  return { ...view, rerender: (ui: ReactElement) => view.rerender(mounted(ui)), queryClient };
}

/**
 * A hook rendered inside the same providers as `renderWithProviders`; `wrapper`, if given, goes inside
 * them (say, a context the test controls).
 */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: Omit<ProviderOptions, 'path' | 'routes'> & RenderHookOptions<Props> = {},
) {
  const {
    at,
    queryClient = createTestQueryClient(),
    withoutToasts,
    wrapper: Inner,
    ...hookOptions
  } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient} at={at} withoutToasts={withoutToasts}>
      {Inner ? <Inner>{children}</Inner> : children}
    </Providers>
  );
  return { ...renderHook(hook, { ...hookOptions, wrapper }), queryClient };
}
