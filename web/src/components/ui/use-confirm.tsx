import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmRequest = Pick<
  ConfirmDialogProps,
  'title' | 'question' | 'confirmLabel' | 'confirmVariant' | 'requireText' | 'children'
> & {
  /** Runs once the user confirms; nothing runs on Zrušit, Escape or the close button. */
  onConfirm: () => void;
};

/**
 * One confirmation dialog per screen: `ask(...)` opens it for an action, `dialog` is rendered once
 * in the screen. Focus returns to the button that asked when the dialog closes.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      question={request?.question ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      confirmVariant={request?.confirmVariant}
      requireText={request?.requireText}
      onCancel={() => setRequest(null)}
      onConfirm={() => {
        setRequest(null);
        request?.onConfirm();
      }}
    >
      {request?.children}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
