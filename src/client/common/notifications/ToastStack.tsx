import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  type NotificationPayload,
} from 'react-admin';
import { NotificationToast } from './NotificationToast';
import { ToastColumn } from './ToastColumn';
import { MAX_VISIBLE_TOASTS } from './toastSettings';

interface ShownToast {
  id: number;
  notification: NotificationPayload;
}

/**
 * react-admin's notifications as a stack of toasts (its own shows one at a time): 3 at once
 * (docs/settings.md#toasts), the rest wait their turn.
 * @example <Admin notification={ToastStack} />
 */
export function ToastStack() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [shown, setShown] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    if (shown.length >= MAX_VISIBLE_TOASTS || notifications.length === 0) return;
    const notification = takeNotification();
    if (notification) setShown((current) => [...current, { id: nextId.current++, notification }]);
  }, [notifications, shown, takeNotification]);

  const close = useCallback(
    (toast: ShownToast, undone: boolean) => {
      setShown((current) => current.filter((other) => other.id !== toast.id));
      // An undoable mutation runs (or is cancelled) when its toast goes away, as in react-admin.
      if (toast.notification.notificationOptions?.undoable) takeMutation()?.({ isUndo: undone });
    },
    [takeMutation],
  );

  if (shown.length === 0) return null;
  return (
    <ToastColumn>
      {shown.map((toast) => (
        <NotificationToast
          key={toast.id}
          notification={toast.notification}
          onClose={(undone) => close(toast, undone)}
        />
      ))}
    </ToastColumn>
  );
}
