// What draws the toasts and the tray's button: one chunk, loaded with the first toast (use-toast-parts.ts).
export { ToastList } from './toast-view';
export { ToastTrayButton } from './toast-tray-button';
