import type { LoginRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';

/**
 * `POST /api/admins/login`. True when the gateway answered with an access token; it has then set
 * the HttpOnly session cookie and its companion, so the SPA keeps no token itself.
 * Loaded on demand so the public pages ship no API or zod code.
 */
export async function login(credentials: LoginRequest): Promise<boolean> {
  const response = await callApi('login', { body: credentials });
  return typeof response?.accessToken === 'string' && response.accessToken.length > 0;
}
