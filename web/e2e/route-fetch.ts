import type { APIResponse, Route } from '@playwright/test';

/**
 * The intercepted request sent on to the gateway, once more when a kept-alive socket was closed under
 * it (the server's idle timeout fired as the request left): a browser resends an idempotent request
 * on such a reset by itself, Playwright's request client does not.
 */
export async function fetchRoute(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    const idempotent = ['GET', 'HEAD'].includes(route.request().method());
    if (!idempotent || !/ECONNRESET|socket hang up/.test(String(error))) {
      throw error;
    }
    return route.fetch();
  }
}
