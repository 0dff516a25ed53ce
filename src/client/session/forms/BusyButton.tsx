import type { ButtonHTMLAttributes } from 'react';
import './forms.css';

/** A button that is disabled and shows a spinner while its call runs (plain elements). */
export function BusyButton(
  props: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; variant?: 'text' },
) {
  const { busy, children, disabled, variant, className, ...buttonProps } = props;
  const look = variant === 'text' ? 'form-button form-button-text' : 'form-button';
  return (
    <button
      type="button"
      {...buttonProps}
      className={className ? `${look} ${className}` : look}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <span className="form-spinner" aria-hidden />}
      {children}
    </button>
  );
}
