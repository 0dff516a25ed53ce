import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { CratesWaitingCard } from './CratesWaitingCard';

// docs/dashboards.md#crates-waiting: each number opens the crates list filtered to what it counts.

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AdminContext i18nProvider={portalI18nProvider}>{children}</AdminContext>
  </MemoryRouter>
);

const target = (name: string) => {
  const [path, query] = screen.getByRole('link', { name }).getAttribute('href')!.split('?');
  return { path, filter: JSON.parse(new URLSearchParams(query).get('filter')!) as object };
};

describe('CratesWaitingCard', () => {
  it('opens the crates list filtered to the crates waiting for payment, or for paperwork', () => {
    render(<CratesWaitingCard waiting={{ payment: 3, paperwork: 0 }} />, { wrapper });
    expect(screen.getByText('Crates waiting')).toBeInTheDocument();
    expect(target('Waiting for payment: 3')).toEqual({
      path: '/crates',
      filter: { waiting: 'payment' },
    });
    expect(target('Waiting for paperwork: 0')).toEqual({
      path: '/crates',
      filter: { waiting: 'paperwork' },
    });
  });

  it('narrows them to the picked outfitter’s linked clients', () => {
    const outfitterId = '2f1c6d8e-4b0a-4c5e-9f3a-7d2b1e0c9a84';
    render(<CratesWaitingCard waiting={{ payment: 1, paperwork: 2 }} outfitterId={outfitterId} />, {
      wrapper,
    });
    expect(target('Waiting for paperwork: 2').filter).toEqual({
      waiting: 'paperwork',
      linkedOutfitterId: outfitterId,
    });
  });

  // docs/languages.md#what-follows-the-language: the words and the numbers in French.
  it('reads in French for a French user', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      render(<CratesWaitingCard waiting={{ payment: 1234, paperwork: 5 }} />, { wrapper });
      expect(
        await screen.findByRole('link', { name: 'En attente de paiement: 1234' }),
      ).toHaveTextContent(/^1\s234$/);
      expect(screen.getByRole('link', { name: 'En attente des documents: 5' })).toBeVisible();
      expect(screen.getByText('Caisses en attente')).toBeInTheDocument();
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
