import { LoginHistoryTable } from '@/features/history-login/components/login-history-table';

export function LoginHistoryRoute() {
  return <LoginHistoryTable />;
}
