import { useDerivedResult } from '@/components/ui/async-content';
import { Stack } from '@/components/ui/card';
import { DriverCandidatesPanel } from '@/features/drivers/components/driver-candidates-panel';
import { DriversPanel } from '@/features/drivers/components/drivers-panel';
import { useUsers } from '@/lib/queries/get-users';
import { selectCustomers } from '@/features/users/api/user-selectors';

export default function DriversRoute() {
  const users = useUsers();
  const customers = useDerivedResult(users, selectCustomers);
  return (
    <Stack>
      <DriversPanel users={users.data} />
      <DriverCandidatesPanel customers={customers} />
    </Stack>
  );
}
