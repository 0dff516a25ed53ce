import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Notify, NotifyType } from '../../common/notifications/notify';
import { MAX_VISIBLE_TOASTS } from '../../common/notifications/toastSettings';
import { Toast } from '../../common/notifications/Toast';
import { ToastColumn } from '../../common/notifications/ToastColumn';

interface Queued {
  id: number;
  message: string;
  type: NotifyType;
}

const NotifyContext = createContext<Notify | null>(null);

/** The toast of the pages without the shell, with the same signature as react-admin's useNotify. */
export function useGuestNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useGuestNotify needs a GuestToasts host');
  return notify;
}

let nextId = 0;

/**
 * The toasts (docs/settings.md#toasts) for the pages without the shell, which load neither react-admin nor MUI:
 * at most 3 visible (the rest wait their turn), each hidden after 5000 ms, bottom left.
 *
 * @example <GuestToasts><Routes>…</Routes></GuestToasts>
 */
export function GuestToasts(props: { children: ReactNode }) {
  const [queue, setQueue] = useState<Queued[]>([]);
  const notify = useCallback<Notify>((message, options) => {
    setQueue((current) => [...current, { id: nextId++, message, type: options?.type ?? 'info' }]);
  }, []);
  const close = useCallback((id: number) => {
    setQueue((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const shown = useMemo(() => queue.slice(0, MAX_VISIBLE_TOASTS), [queue]);

  return (
    <NotifyContext.Provider value={notify}>
      {props.children}
      {shown.length > 0 && (
        <ToastColumn>
          {shown.map((toast) => (
            <Toast key={toast.id} {...toast} onClose={() => close(toast.id)} />
          ))}
        </ToastColumn>
      )}
    </NotifyContext.Provider>
  );
}
