import { BlacklistPanel } from '@/features/users/components/blacklist-panel';

export function BlacklistRoute() {
  return <BlacklistPanel />;
}
