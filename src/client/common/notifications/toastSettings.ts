// docs/settings.md#toasts: at most 3 visible, auto-hide after 5000 ms, bottom left.
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_AUTO_HIDE_MS = 5000;
