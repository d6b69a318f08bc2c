import { lazy, Suspense, useSyncExternalStore } from 'react';
import { skippedRecords, subscribeSkippedRecords } from '@/lib/skipped-records';

// Its code (and the calls' Czech names) comes with the first incomplete answer: every admin screen
// opens with this shell, and an answer with unreadable records is rare.
const SkippedRecordsList = lazy(() =>
  import('./skipped-records-list').then((module) => ({ default: module.SkippedRecordsList })),
);

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
    <Suspense fallback={null}>
      <SkippedRecordsList skipped={skipped} statusPath={statusPath} />
    </Suspense>
  );
}
