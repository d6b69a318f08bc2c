import { CustomersPanel } from '@/features/users/components/customers-panel';

export function CustomersRoute() {
  return <CustomersPanel />;
}
