import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import type { User } from '../definition';

// docs/screens.md#lists: the users list names roles in the reader's language and shows yes/no
// fields as Yes/No chips, never a role's value, a bare cross or the word "false".

const server = setupApiMocks();
const liaison: User = {
  id: '7f1f0f6e-1c1f-4b5e-9f59-3c9b1a4a0001',
  version: 1,
  email: 'lia@example.com',
  firstName: 'Lia',
  lastName: 'Son',
  fullName: 'Lia Son',
  roles: ['customerLiaison', 'huntingOutfitter'],
  disabled: false,
  emailConfirmed: true,
  invitationPending: false,
};

function listing(language: 'en' | 'fr') {
  server.use(
    ...sessionHandlers(aProfile({ roles: ['admin'], language })),
    http.get('/api/users', () =>
      HttpResponse.json([liaison], { headers: { 'Content-Range': 'users 0-0/1' } }),
    ),
  );
  renderApp('/admin/users');
}

describe('the users list', { timeout: 90_000 }, () => {
  it('names roles and says Yes or No in English', async () => {
    listing('en');
    // Long: the first screen of a run compiles the console's chunks.
    const row = (await screen.findByText('Lia Son', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).getByText('Customer liaison, Hunting outfitter')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).queryByText(/true|false|CustomerLiaison/)).toBeNull();
  });

  it('does the same in French', async () => {
    listing('fr');
    const roles = await screen.findByText(
      'Chargé de clientèle, Pourvoyeur',
      {},
      { timeout: 60_000 },
    );
    const row = roles.closest('tr')!;
    expect(within(row).getByText('Non')).toBeInTheDocument();
    expect(within(row).getByText('Oui')).toBeInTheDocument();
  });
});
