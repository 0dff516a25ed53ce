import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { IrsWaitingCard } from './IrsWaitingCard';

// docs/dashboards.md#the-summary: the number opens the IR list filtered to what it counts.

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AdminContext i18nProvider={portalI18nProvider}>{children}</AdminContext>
  </MemoryRouter>
);

const filterOfLink = () => {
  const href = screen
    .getByRole('link', { name: 'IRs waiting for a quote: 4' })
    .getAttribute('href');
  return JSON.parse(new URLSearchParams(href!.split('?')[1]).get('filter')!) as object;
};

describe('IrsWaitingCard', () => {
  it('opens the Received IRs', () => {
    render(<IrsWaitingCard count={4} />, { wrapper });
    expect(filterOfLink()).toEqual({ status: 'received' });
  });

  it('narrows them to the picked outfitter’s linked clients', () => {
    const outfitterId = '2f1c6d8e-4b0a-4c5e-9f3a-7d2b1e0c9a84';
    render(<IrsWaitingCard count={4} outfitterId={outfitterId} />, { wrapper });
    expect(filterOfLink()).toEqual({ status: 'received', linkedOutfitterId: outfitterId });
  });

  // docs/languages.md#what-follows-the-language: the words and the number in French.
  it('reads in French for a French user', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      render(<IrsWaitingCard count={1234} />, { wrapper });
      expect(
        await screen.findByRole('link', { name: 'Registres en attente d’un devis: 1234' }),
      ).toHaveTextContent(/^1\s234$/);
      expect(screen.getByText('Registres d’instructions')).toBeInTheDocument();
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
