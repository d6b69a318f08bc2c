import { MonthlyBoard } from '@/features/monthly/components/monthly-board';

export default function MonthlyTableRoute() {
  return <MonthlyBoard />;
}
