import { isIP } from 'node:net';
import type { AppConfig } from '@/config/app-config';

const DEFAULT_MOCK_LOGIN = 'admin';

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') {
    return true;
  }
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** A start-up warning when the mock's default admin/admin login is reachable from other machines. */
export function mockCredentialWarning(config: AppConfig): string | undefined {
  const { adminUsername, adminPassword } = config.mock;
  const defaults = adminUsername === DEFAULT_MOCK_LOGIN && adminPassword === DEFAULT_MOCK_LOGIN;
  if (config.upstream.mode !== 'memory' || !defaults || isLoopback(config.host)) {
    return undefined;
  }
  return `Mock mode listens on ${config.host} with the default login admin/admin: anyone who can reach this address can sign in to the admin. Set MOCK_ADMIN_USERNAME and MOCK_ADMIN_PASSWORD, or HOST=127.0.0.1.`;
}
