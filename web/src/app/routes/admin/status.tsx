import { SystemStatusPanel } from '@/features/status/components/system-status-panel';

export default function StatusRoute() {
  return <SystemStatusPanel />;
}
