import { SKIPPED_RECORDS_HEADER } from '@taxi/contracts';
import type { Response } from 'express';
import type { ReadingReport } from '@/common/auth/caller';

/** A report that writes how many records this answer lacks into its `X-Skipped-Records` header. */
export function skippedRecordsHeader(response: Response): ReadingReport {
  let total = 0;
  return {
    skippedRecords(count) {
      total += count;
      if (total > 0 && !response.headersSent) {
        response.setHeader(SKIPPED_RECORDS_HEADER, String(total));
      }
    },
  };
}
