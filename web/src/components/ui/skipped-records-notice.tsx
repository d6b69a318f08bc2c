import { apiEndpointRoutes, czechPlural } from '@taxi/contracts';
import { Link } from 'react-router-dom';
import { useSyncExternalStore } from 'react';
import { skippedRecords, subscribeSkippedRecords } from '@/lib/skipped-records';
import { WarningNotice } from './notice';

/** `3 záznamy nelze zobrazit` */
export function skippedRecordsText(count: number): string {
  return `${count} ${czechPlural(count, 'záznam', 'záznamy', 'záznamů')} nelze zobrazit`;
}

/**
 * Says when a list shows fewer records than the server sent (some could not be read), so nobody
 * mistakes a shorter list for the whole one. Disappears with the next complete answer.
 */
export function SkippedRecordsNotice({ statusPath }: { statusPath: string }) {
  const skipped = useSyncExternalStore(subscribeSkippedRecords, skippedRecords);
  if (skipped.size === 0) {
    return null;
  }
  return (
    <WarningNotice>
      <ul>
        {[...skipped].map(([call, count]) => (
          <li key={call}>
            {apiEndpointRoutes[call].summary}: {skippedRecordsText(count)}
          </li>
        ))}
      </ul>
      Server je poslal v nečitelném tvaru. Podrobnosti v <Link to={statusPath}>Stavu systému</Link>.
    </WarningNotice>
  );
}
