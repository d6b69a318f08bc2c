/** Where an adapter tells the answer being built that it had to leave records out. */
export type ReadingReport = { skippedRecords(count: number): void };

/** Who is calling: the admin session token, already checked by the gateway. */
export type Caller = { token: string; report?: ReadingReport };
