import { CustomersPanel } from '@/features/users/components/customers-panel';

export default function CustomersRoute() {
  return <CustomersPanel />;
}
