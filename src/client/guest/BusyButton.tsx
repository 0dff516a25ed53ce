import type { ButtonHTMLAttributes } from 'react';

/** A button that is disabled and shows a spinner while its call runs (plain elements). */
export function BusyButton(
  props: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; variant?: 'text' },
) {
  const { busy, children, disabled, variant, className, ...buttonProps } = props;
  const look = variant === 'text' ? 'guest-button guest-button-text' : 'guest-button';
  return (
    <button
      type="button"
      {...buttonProps}
      className={className ? `${look} ${className}` : look}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <span className="guest-spinner" aria-hidden />}
      {children}
    </button>
  );
}
