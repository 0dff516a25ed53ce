import { Alert, Button } from '@mui/material';
import { isValidElement, useEffect, useEffectEvent } from 'react';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST_AUTO_HIDE_MS } from './toastSettings';

interface ToastProps {
  notification: NotificationPayload;
  /** `undone` is true when the user pressed Undo on an undoable notification. */
  onClose: (undone: boolean) => void;
}

/** One toast: its variant is react-admin's notification type (error, warning, info, success). */
export function Toast({ notification, onClose }: ToastProps) {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = notification;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  // react-admin's convention: undefined means the default, null means "stay until closed".
  const hideAfter = autoHideDuration === undefined ? TOAST_AUTO_HIDE_MS : autoHideDuration;

  // The timer starts once, when the toast shows; toasts arriving later must not restart it.
  const hide = useEffectEvent(() => onClose(false));
  useEffect(() => {
    if (hideAfter === null) return;
    const timer = setTimeout(hide, hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter]);

  return (
    <CloseNotificationContext.Provider value={() => onClose(false)}>
      <Alert
        variant="filled"
        severity={type}
        onClose={() => onClose(false)}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={() => onClose(true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ minWidth: 288, maxWidth: 480, boxShadow: 3 }}
      >
        {typeof message === 'string'
          ? translate(message, { _: message, ...messageArgs })
          : isValidElement(message)
            ? message
            : null}
      </Alert>
    </CloseNotificationContext.Provider>
  );
}
