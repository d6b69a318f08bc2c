/**
 * The one way a limit guards work: a unit is taken before the work starts (atomically, in the
 * store every replica shares), so a burst of parallel requests cannot all pass a check that only
 * counts after the work. What the work turned out to be decides whether the unit stays taken.
 */
export type Reservation = {
  /** The work counted (a failed guess, a message sent): the unit stays taken until its window ends. */
  keep(): Promise<void>;
  /** The work did not count (a login that succeeded, a call that failed): the unit is given back. */
  release(): Promise<void>;
};

export type Admission =
  { admitted: true; reservation: Reservation } | { admitted: false; retryAfterMs: number; limit: string };

/**
 * Takes several limits for one piece of work, in order: all or none. A refusal gives back what was
 * already taken and is answered as it is.
 */
export async function admitAll(takes: readonly (() => Promise<Admission>)[]): Promise<Admission> {
  const taken: Reservation[] = [];
  for (const take of takes) {
    const admission = await take();
    if (!admission.admitted) {
      await Promise.all(taken.map((reservation) => reservation.release()));
      return admission;
    }
    taken.push(admission.reservation);
  }
  return {
    admitted: true,
    reservation: {
      keep: async () => {
        await Promise.all(taken.map((reservation) => reservation.keep()));
      },
      release: async () => {
        await Promise.all(taken.map((reservation) => reservation.release()));
      },
    },
  };
}

/**
 * Runs `work` under an admitted reservation: kept when `counts(result)` says the outcome uses the
 * limit, given back otherwise and whenever the work throws (a failure of ours is no client's doing).
 */
export async function underReservation<T>(
  reservation: Reservation,
  work: () => Promise<T>,
  counts: (result: T) => boolean,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await reservation.release();
    throw error;
  }
  await (counts(result) ? reservation.keep() : reservation.release());
  return result;
}
