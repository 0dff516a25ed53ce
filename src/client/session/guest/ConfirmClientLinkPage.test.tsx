import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/apiPaths';
import { sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

// docs/domain.md#link-requests: a visitor (a client without an account) confirms from the e-mail.
describe('/confirm-client-link', { timeout: 20_000 }, () => {
  it('sends the token and says who is now linked', async () => {
    let token = '';
    server.use(
      http.post(apiPaths.clientLinkRequests.confirm, async ({ request }) => {
        token = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({ outfitterName: 'Otto Other' });
      }),
      ...sessionHandlers(null),
    );
    renderApp('/confirm-client-link?token=tok-1');
    expect(await screen.findByText('You are linked')).toBeInTheDocument();
    expect(screen.getByText(/Otto Other is now linked/)).toBeInTheDocument();
    expect(token).toBe('tok-1');
  });

  it("shows the API's message for a used or expired link", async () => {
    server.use(
      http.post(apiPaths.clientLinkRequests.confirm, () =>
        HttpResponse.json(
          { message: 'This link is invalid, used or expired', errors: {} },
          { status: 400 },
        ),
      ),
      ...sessionHandlers(null),
    );
    renderApp('/confirm-client-link?token=old');
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(/invalid, used or expired/)).toBeInTheDocument();
  });
});
