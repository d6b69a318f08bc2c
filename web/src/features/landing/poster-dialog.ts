import { markPosterSeen, readPosterSeen } from '@/features/landing/poster-seen';

/**
 * The poster popup of the static landing page (the prerendered `<dialog data-poster>` without
 * React): made modal unless already seen; its button, Escape and a click on the backdrop close it
 * for good. The SPA's `PosterPopup` does the same with React.
 */
export function enhancePosterDialog(dialog: HTMLDialogElement): void {
  if (readPosterSeen()) {
    markPosterSeen();
    return;
  }
  // close() hands focus back to where it was before the popup opened.
  const dismiss = (): void => {
    if (dialog.open && typeof dialog.close === 'function') {
      dialog.close();
    }
    markPosterSeen();
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    dismiss();
  });
  dialog.addEventListener('click', (event) => {
    // A click on the dimmed backdrop lands on the dialog element itself.
    if (event.target === dialog) {
      dismiss();
    }
  });
  dialog.querySelector('button')?.addEventListener('click', dismiss);
  if (!dialog.open && typeof dialog.showModal === 'function') {
    dialog.showModal();
  }
}
