import { useDerivedResult } from '@/components/ui/async-content';
import { Stack } from '@/components/ui/card';
import { AdminCandidatesPanel } from '@/features/admins/components/admin-candidates-panel';
import { AdminsPanel } from '@/features/admins/components/admins-panel';
import { useUsers } from '@/lib/queries/get-users';
import { selectAdmins, selectCustomers } from '@/features/users/api/user-selectors';

export default function AdminsRoute() {
  const users = useUsers();
  const admins = useDerivedResult(users, selectAdmins);
  const customers = useDerivedResult(users, selectCustomers);
  return (
    <Stack>
      <AdminsPanel admins={admins} />
      <AdminCandidatesPanel customers={customers} />
    </Stack>
  );
}
