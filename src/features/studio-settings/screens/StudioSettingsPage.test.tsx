import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { aStudio, studioSettingsHandler } from '../../../../tests/support/studioMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

// docs/payments.md#studio-settings: the admin edits the studio's one row in place, from the user
// menu; nobody else opens the page.
function openAs(role: Role) {
  const sent: Record<string, unknown>[] = [];
  const studio = aStudio();
  server.use(
    ...sessionHandlers(aProfile({ roles: [role] })),
    studioSettingsHandler(studio),
    http.get(`/api/studio-settings/${studio.id}`, () => HttpResponse.json(studio)),
    http.put(`/api/studio-settings/${studio.id}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...studio, ...body, version: studio.version + 1 });
    }),
  );
  renderApp('/admin/studio-settings');
  return sent;
}

describe('the studio settings page', { timeout: 60_000 }, () => {
  it("lets the admin change the studio's details and sends them at the version loaded", async () => {
    const sent = openAs('admin');
    const vat = await screen.findByLabelText('VAT number', {}, { timeout: 45_000 });
    expect(vat).toHaveValue('4230001111');
    expect(screen.getByLabelText('Bank')).toHaveValue('Standard Bank');
    expect(screen.getByLabelText('Logo image')).toHaveAttribute('type', 'file');
    const user = userEvent.setup();
    await user.clear(vat);
    await user.type(vat, '4999999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      vatNumber: '4999999999',
      bankName: 'Standard Bank',
      defaultVatRateBp: 1500,
      logoFileId: null,
      version: 3,
    });
  });

  it('is refused to a liaison, who reads the settings only through orders', async () => {
    openAs('customerLiaison');
    expect(
      await screen.findByText('You may not open this page.', {}, { timeout: 45_000 }),
    ).toBeVisible();
    expect(screen.queryByLabelText('VAT number')).toBeNull();
  });
});
