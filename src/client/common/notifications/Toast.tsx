import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/LanguageProvider';
import type { NotifyType } from './notify';
import { TOAST_AUTO_HIDE_MS } from './toastSettings';
import './toast.css';

interface ToastProps {
  message: ReactNode;
  type: NotifyType;
  onClose: () => void;
  /** Milliseconds until it hides itself; null keeps it until closed. */
  hideAfter?: number | null;
  /** A button beside the message, e.g. react-admin's Undo. */
  action?: ReactNode;
}

/**
 * One toast, the same in the console and on the pages without the shell; its variant (error,
 * warning, info, success) sets its colour. Plain elements: the login page loads it (bench/bundle).
 * @example <Toast message="Saved" type="success" onClose={close} />
 */
export function Toast({
  message,
  type,
  onClose,
  hideAfter = TOAST_AUTO_HIDE_MS,
  action,
}: ToastProps) {
  // The timer starts once, when the toast shows; toasts arriving later must not restart it.
  const hide = useEffectEvent(onClose);
  const { translate } = useTranslation();
  useEffect(() => {
    if (hideAfter === null) return;
    const timer = setTimeout(hide, hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter]);

  return (
    <div role="alert" className={`toast toast-${type}`}>
      <span className="toast-message">{message}</span>
      {action}
      {/* An icon, not a '×' character: the toast's text is its message alone, for readers too. */}
      <button
        type="button"
        className="toast-close"
        aria-label={translate('portal.shell.close')}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
