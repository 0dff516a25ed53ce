import type { ReactNode } from 'react';
import { preloadResolvers } from './lazyResolver';
import { useTranslation } from '../../i18n/LanguageProvider';

/**
 * The frame of every page outside the shell: a centred card with the product name, the page's
 * title and a line saying what to do. Plain elements styled by guest.css (no MUI on these pages).
 */
export function AuthCard(props: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { translate } = useTranslation();
  return (
    // The forms' validation loads once the user starts typing, not before the page shows.
    <main className="guest-page" onInput={preloadResolvers}>
      <section className="guest-card">
        <div className="guest-brand">
          <p className="guest-product">{translate('portal.shell.product')}</p>
          <p className="guest-muted">{translate('portal.shell.subtitle')}</p>
        </div>
        <h1 className="guest-title">{props.title}</h1>
        {props.intro && <p className="guest-muted guest-intro">{props.intro}</p>}
        {props.children}
        {props.footer && <div className="guest-footer">{props.footer}</div>}
      </section>
    </main>
  );
}
