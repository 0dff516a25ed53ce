import type { ReactNode } from 'react';

// docs/settings.md#toasts: bottom left, above the page (MUI's snackbar layer in the console).
const bottomLeft = { position: 'fixed', left: 24, bottom: 24, zIndex: 1400 } as const;

/** Where the toasts of either host stack, newest last. */
export function ToastColumn(props: { children: ReactNode }) {
  return (
    <div className="toasts" aria-live="polite" style={bottomLeft}>
      {props.children}
    </div>
  );
}
