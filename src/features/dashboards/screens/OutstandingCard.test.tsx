import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OutstandingMoney } from '../outstandingMoney';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { OutstandingCard } from './OutstandingCard';

// docs/dashboards.md#outstanding-money: each band's count opens the orders list filtered to it,
// its amounts per currency beneath, the totals adding the bands up.

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AdminContext i18nProvider={portalI18nProvider}>{children}</AdminContext>
  </MemoryRouter>
);

const money: OutstandingMoney = {
  rows: [
    { kind: 'deposit', age: '0-30', currency: 'ZAR', orders: 2, dueMinor: 1_250_000 },
    { kind: 'deposit', age: 'over90', currency: 'ZAR', orders: 1, dueMinor: 50_000 },
    { kind: 'deposit', age: 'over90', currency: 'USD', orders: 1, dueMinor: 20_000 },
    { kind: 'balance', age: '31-60', currency: 'ZAR', orders: 3, dueMinor: 3_000_000 },
  ],
};
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const filterOf = (name: string) => {
  const href = screen.getByRole('link', { name }).getAttribute('href')!;
  return JSON.parse(new URLSearchParams(href.split('?')[1]).get('filter')!) as object;
};
const cellOf = (name: string) =>
  plain(screen.getByRole('link', { name }).closest('td')!.textContent);

describe('OutstandingCard', () => {
  it('shows each band’s orders and what they owe, the totals adding them up', () => {
    render(<OutstandingCard money={money} />, { wrapper });
    expect(cellOf('Deposits, 0-30 days: 2')).toBe('2ZAR 12,500.00');
    expect(cellOf('Deposits, Over 90 days: 2')).toBe('2ZAR 500.00$200.00');
    expect(cellOf('Deposits, 31-60 days: 0')).toBe('0');
    expect(cellOf('Deposits, Total: 4')).toBe('4ZAR 13,000.00$200.00');
    expect(cellOf('Balances, Total: 3')).toBe('3ZAR 30,000.00');
    const table = screen.getByRole('table', { name: 'Money owed, by age' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['0-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total']);
  });

  it('opens the orders list filtered to a band, or to all of a kind, and to the picked outfitter', () => {
    const outfitterId = '2f1c6d8e-4b0a-4c5e-9f3a-7d2b1e0c9a84';
    render(<OutstandingCard money={money} outfitterId={outfitterId} />, { wrapper });
    expect(filterOf('Balances, 31-60 days: 3')).toEqual({
      outstanding: 'balance',
      outstandingAge: '31-60',
      linkedOutfitterId: outfitterId,
    });
    expect(filterOf('Deposits, Total: 4')).toEqual({
      outstanding: 'deposit',
      linkedOutfitterId: outfitterId,
    });
  });

  it('reads in French for a French user', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      render(<OutstandingCard money={money} />, { wrapper });
      expect(await screen.findByText('Sommes dues, par ancienneté')).toBeInTheDocument();
      expect(cellOf('Acomptes, 0 à 30 jours: 2')).toBe('212 500,00 ZAR');
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
