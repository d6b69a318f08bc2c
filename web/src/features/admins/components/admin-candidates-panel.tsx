import type { User } from '@taxi/contracts';
import { ShieldPlus } from 'lucide-react';
import { CustomerCandidatesPanel } from '../../../components/people-table/customer-candidates-panel';
import type { AsyncResult } from '../../../components/ui/async-content';
import { useSetAdmin } from '../api/set-admin';

/** The ordinary customers (searchable), each can be made an administrator. */
export function AdminCandidatesPanel({ customers }: { customers: AsyncResult<readonly User[]> }) {
  const setAdmin = useSetAdmin();
  return (
    <CustomerCandidatesPanel
      customers={customers}
      emptyTitle="Žádní zákazníci, kteří by mohli být administrátory"
      actionLabel="Udělat administrátorem"
      actionIcon={<ShieldPlus size={16} aria-hidden />}
      promote={setAdmin.mutateAsync}
      successMessage={(name) => `${name} je nyní administrátor`}
    />
  );
}
