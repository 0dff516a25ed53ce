import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IrsWaitingCard } from './IrsWaitingCard';

// docs/dashboards.md#the-summary: the number opens the IR list filtered to what it counts.

const filterOfLink = () => {
  const href = screen
    .getByRole('link', { name: 'IRs waiting for a quote: 4' })
    .getAttribute('href');
  return JSON.parse(new URLSearchParams(href!.split('?')[1]).get('filter')!) as object;
};

describe('IrsWaitingCard', () => {
  it('opens the Received IRs', () => {
    render(<IrsWaitingCard count={4} />, { wrapper: MemoryRouter });
    expect(filterOfLink()).toEqual({ status: 'received' });
  });

  it('narrows them to the picked outfitter’s linked clients', () => {
    const outfitterId = '2f1c6d8e-4b0a-4c5e-9f3a-7d2b1e0c9a84';
    render(<IrsWaitingCard count={4} outfitterId={outfitterId} />, { wrapper: MemoryRouter });
    expect(filterOfLink()).toEqual({ status: 'received', linkedOutfitterId: outfitterId });
  });
});
