/** The toast variants; react-admin's notification types, so its `useNotify` fits `Notify`. */
export type NotifyType = 'error' | 'warning' | 'info' | 'success';

/** Shows a toast: react-admin's `useNotify()` in the console, the guest toast host outside it. */
export type Notify = (message: string, options?: { type?: NotifyType }) => void;
