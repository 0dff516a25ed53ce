import type { ReactNode } from 'react';

/** A message on the page (not a toast): a success or a warning, as the page's state says. */
export function Notice(props: { severity: 'success' | 'warning'; children: ReactNode }) {
  return (
    <div role="alert" className={`guest-notice guest-notice-${props.severity}`}>
      {props.children}
    </div>
  );
}
