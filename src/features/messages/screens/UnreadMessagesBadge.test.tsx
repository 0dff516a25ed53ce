import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';

// docs/messages.md#unread: the header's badge counts the unread messages and links to the orders.
const server = setupApiMocks();

const unread = (total: number) => {
  const asked = { times: 0 };
  server.use(
    ...sessionHandlers(aProfile()),
    http.get('/api/messages/unread', () => {
      asked.times += 1;
      return HttpResponse.json({
        total,
        orders: total ? { 'b1b8f0a2-0d1e-4a59-8d52-1c5ad1f0e001': total } : {},
      });
    }),
  );
  return { ...renderWithPortal(<UnreadMessagesBadge />), asked };
};

describe('the unread messages badge', () => {
  it('shows the total, named for screen readers, linking to the orders', async () => {
    unread(3);
    const link = await screen.findByRole('link', { name: '3 unread messages' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('3');
  });

  it('shows nothing while all is read', async () => {
    const { container, asked } = unread(0);
    await waitFor(() => expect(asked.times).toBe(1));
    // The answer's render, a turn after it came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.MuiBadge-root')).toBeNull();
  });
});
