import { TOAST_REGION_ID, TOAST_TRAY_BUTTON_ID, useToastTray } from './toast';
import { useToastParts } from './use-toast-parts';

export const TOAST_TRAY_LABEL = 'K vyřízení';

/**
 * "K vyřízení" in the top bar: where a reminder that stays until dealt with folds after a few
 * seconds, so it covers nothing on the screen; a click shows it again (and folds it back).
 */
export function ToastTray() {
  const tray = useToastTray();
  const parts = useToastParts(tray.waiting > 0, tray.waiting);
  return parts && tray.waiting > 0 ? (
    <parts.ToastTrayButton
      {...tray}
      id={TOAST_TRAY_BUTTON_ID}
      controls={TOAST_REGION_ID}
      label={TOAST_TRAY_LABEL}
    />
  ) : null;
}
