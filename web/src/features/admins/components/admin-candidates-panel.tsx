import type { User } from '@taxi/contracts';
import { ShieldPlus } from 'lucide-react';
import { CustomerCandidatesPanel } from '@/components/people-table/customer-candidates-panel';
import type { AsyncResult } from '@/components/ui/async-content';
import { useSetAdmin } from '@/features/admins/api/set-admin';

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
      // Admin rights open the whole back-office: the dispatcher confirms who gets them.
      guard={{
        kind: 'confirm',
        title: (name) => `Udělat administrátorem: ${name}`,
        question: (name) =>
          `${name} získá přístup do celé administrace včetně zákazníků, řidičů a tržeb. Pokračovat?`,
      }}
    />
  );
}
