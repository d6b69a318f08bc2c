import type { User } from '@taxi/contracts';
import { UserPlus } from 'lucide-react';
import { CustomerCandidatesPanel } from '@/components/people-table/customer-candidates-panel';
import type { AsyncResult } from '@/components/ui/async-content';
import { useAddDriver } from '@/features/drivers/api/add-driver';

/** The ordinary customers (searchable), each can be made a driver. */
export function DriverCandidatesPanel({ customers }: { customers: AsyncResult<readonly User[]> }) {
  const addDriver = useAddDriver();
  return (
    <CustomerCandidatesPanel
      customers={customers}
      emptyTitle="Žádní zákazníci, kteří by mohli být řidiči"
      actionLabel="Udělat řidičem"
      actionIcon={<UserPlus size={16} aria-hidden />}
      promote={addDriver.mutateAsync}
      successMessage={(name) => `${name} je nyní řidič`}
      guard={{ kind: 'undo', pendingMessage: (name) => `${name} bude řidičem.` }}
    />
  );
}
