import { useEffect, useEffectEvent } from 'react';
import type { NotifyType } from '../notifications/notify';
import { TOAST_AUTO_HIDE_MS } from '../notifications/toastSettings';

/** One toast of the guest pages; its variant (error, warning, info, success) sets its colour. */
export function GuestToast(props: { message: string; type: NotifyType; onClose: () => void }) {
  // The timer starts once, when the toast shows; toasts arriving later must not restart it.
  const hide = useEffectEvent(props.onClose);
  useEffect(() => {
    const timer = setTimeout(hide, TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div role="alert" className={`guest-toast guest-toast-${props.type}`}>
      <span>{props.message}</span>
      <button
        type="button"
        className="guest-toast-close"
        aria-label="Close"
        onClick={props.onClose}
      >
        ×
      </button>
    </div>
  );
}
