import { endpointSummaries, czechPlural } from '@taxi/contracts';
import { Link } from 'react-router-dom';
import type { SkippedRecords } from '@/lib/skipped-records';
import { WarningNotice } from './notice';

/** `3 záznamy nelze zobrazit` */
export function skippedRecordsText(count: number): string {
  return `${count} ${czechPlural(count, 'záznam', 'záznamy', 'záznamů')} nelze zobrazit`;
}

export type SkippedRecordsListProps = { skipped: SkippedRecords; statusPath: string };

/** Each list that lacks records, by its call's Czech name, and where to read more. */
export function SkippedRecordsList({ skipped, statusPath }: SkippedRecordsListProps) {
  return (
    <WarningNotice>
      <ul>
        {[...skipped].map(([call, count]) => (
          <li key={call}>
            {endpointSummaries[call]}: {skippedRecordsText(count)}
          </li>
        ))}
      </ul>
      Server je poslal v nečitelném tvaru. Podrobnosti v <Link to={statusPath}>Stavu systému</Link>.
    </WarningNotice>
  );
}
