import { useCallback, useState } from 'react';
import { errorMessage } from './error-message';
import { useToast } from './toast';

export type UndoableRowMessages = {
  /** Told at once, with Zpět: "Zákazník X bude přidán na blacklist." */
  pending: string;
  /** Told once the action went through. */
  success: string;
};

/**
 * Runs row actions (several rows may be busy at once), marks the rows while they run and tells
 * the result in a toast: the given success text, or the gateway's Czech message. `runWithUndo`
 * first waits out the undo window (the row stays marked), so Zpět sends nothing at all.
 */
export function useRowActions() {
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

  const mark = useCallback((id: number, busy: boolean) => {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });
  }, []);

  const run = useCallback(
    async <R extends { id: number }>(
      row: R,
      action: (row: R) => Promise<unknown>,
      successMessage: string,
    ): Promise<boolean> => {
      mark(row.id, true);
      try {
        await action(row);
        toast.success(successMessage);
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      } finally {
        mark(row.id, false);
      }
    },
    [mark, toast],
  );

  const runWithUndo = useCallback(
    <R extends { id: number }>(
      row: R,
      action: (row: R) => Promise<unknown>,
      messages: UndoableRowMessages,
    ): void => {
      mark(row.id, true);
      toast.undoable({
        message: messages.pending,
        commit: () => void run(row, action, messages.success),
        onUndo: () => mark(row.id, false),
      });
    },
    [mark, run, toast],
  );

  const isBusy = useCallback((row: { id: number }) => busyIds.has(row.id), [busyIds]);
  return { run, runWithUndo, isBusy };
}
