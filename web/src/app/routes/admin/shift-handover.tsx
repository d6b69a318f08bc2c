import { ShiftHandoverScreen } from '@/features/reports/components/shift-handover-screen';

export default function ShiftHandoverRoute() {
  return <ShiftHandoverScreen />;
}
