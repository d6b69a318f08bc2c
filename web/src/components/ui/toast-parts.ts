// What draws the toasts and the tray's button, and the undo queue: one chunk, loaded with the first
// toast (use-toast-parts.ts).
export { ToastList } from './toast-view';
export { ToastTrayButton } from './toast-tray-button';
export { createUndoQueue, UNDO_WINDOW_MS } from './undo-queue';
