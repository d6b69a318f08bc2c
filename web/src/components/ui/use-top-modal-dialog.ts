import { useEffect, useState } from 'react';

/**
 * The modal dialog on top, if any (`:modal` where the browser knows it; jsdom does not). A dialog
 * marked `data-toasts="behind"` (the lock screen) leaves the toasts under it, unseen and inert.
 */
function topModalDialog(): HTMLDialogElement | null {
  try {
    const open = document.querySelectorAll<HTMLDialogElement>('dialog:modal:not([data-toasts="behind"])');
    return open.length > 0 ? (open[open.length - 1] ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The modal dialog currently on top of the page, followed as dialogs open and close. A modal dialog
 * makes everything outside it inert, so what must stay usable meanwhile (a toast's Zpět) goes inside it.
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, []);
  return dialog;
}
