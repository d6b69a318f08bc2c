import { MonthlyBoard } from '@/features/monthly/components/monthly-board';

export function MonthlyTableRoute() {
  return <MonthlyBoard />;
}
