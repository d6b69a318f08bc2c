import { BlacklistPanel } from '@/features/users/components/blacklist-panel';

export default function BlacklistRoute() {
  return <BlacklistPanel />;
}
