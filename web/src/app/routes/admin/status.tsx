import { SystemStatusPanel } from '@/features/status/components/system-status-panel';

export function StatusRoute() {
  return <SystemStatusPanel />;
}
