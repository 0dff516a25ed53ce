import { isValidElement } from 'react';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { Toast } from './Toast';

/** A react-admin notification as a toast: its message translated, Undo when it is undoable. */
export function NotificationToast(props: {
  notification: NotificationPayload;
  /** `undone` is true when the user pressed Undo on an undoable notification. */
  onClose: (undone: boolean) => void;
}) {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = props.notification;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const close = () => props.onClose(false);
  return (
    <CloseNotificationContext.Provider value={close}>
      <Toast
        type={type}
        onClose={close}
        // react-admin's convention: undefined means the default, null means "stay until closed".
        hideAfter={autoHideDuration}
        message={
          typeof message === 'string'
            ? translate(message, { _: message, ...messageArgs })
            : isValidElement(message)
              ? message
              : null
        }
        action={
          undoable && (
            <button type="button" className="toast-action" onClick={() => props.onClose(true)}>
              {translate('ra.action.undo')}
            </button>
          )
        }
      />
    </CloseNotificationContext.Provider>
  );
}
