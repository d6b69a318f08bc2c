import { LoginHistoryTable } from '@/features/history-login/components/login-history-table';

export default function LoginHistoryRoute() {
  return <LoginHistoryTable />;
}
