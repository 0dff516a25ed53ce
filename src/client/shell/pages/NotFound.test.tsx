import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../../tests/support/renderInConsole';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page does not exist and links home to /', () => {
    renderInConsole(<NotFound />);
    expect(
      screen.getByText('Sorry, the page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('says it in French to a user whose language is French', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      renderInConsole(<NotFound />);
      expect(
        screen.getByText("Désolé, la page que vous cherchez n'existe pas."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
