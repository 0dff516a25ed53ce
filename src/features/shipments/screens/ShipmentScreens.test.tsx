import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Shipment } from '../definition';
import type { FreightPackStatus } from '../freightPackStatus';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const SHIPMENT_ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f21';
const LINK_ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f22';

const aShipment: Shipment = {
  id: SHIPMENT_ID,
  version: 1,
  number: 3,
  reference: 'S-000003',
  freightAgent: 'Cape Freight Services',
  freightAgentEmail: 'cargo@capefreight.example',
  freightAgentLanguage: null,
  airline: 'SAA',
  airWaybill: '083-12345675',
  handedOverOn: null,
  shippedOn: null,
  crateCount: 1,
};

const sent: FreightPackStatus = {
  link: {
    sentTo: 'cargo@capefreight.example',
    createdAt: '2026-11-21T09:00:00.000Z',
    expiresAt: '2099-12-05T09:00:00.000Z',
    revokedAt: null,
  },
  uses: [
    { usedAt: '2026-11-21T10:00:00.000Z', kind: 'zip', ip: '198.51.100.7', linkId: LINK_ID },
    { usedAt: '2026-11-21T09:30:00.000Z', kind: 'page', ip: '198.51.100.7', linkId: LINK_ID },
  ],
};

// docs/crates-and-shipments.md#the-freight-agents-pack: beside an open shipment, staff send the
// pack's link, revoke it, and see its uses.
describe("a shipment's freight agent's pack", { timeout: 60_000 }, () => {
  it('sends the pack, shows the link and its uses, and revokes it', async () => {
    const calls: string[] = [];
    let status: FreightPackStatus = { link: null, uses: [] };
    server.use(
      ...sessionHandlers(aProfile({ roles: ['customerLiaison'] })),
      http.get(`/api/shipments/${SHIPMENT_ID}`, () => HttpResponse.json(aShipment)),
      http.get(`/api/shipments/${SHIPMENT_ID}/freight-pack`, () => HttpResponse.json(status)),
      http.post(`/api/shipments/${SHIPMENT_ID}/freight-pack`, () => {
        calls.push('send');
        status = sent;
        return HttpResponse.json(status);
      }),
      http.post(`/api/shipments/${SHIPMENT_ID}/freight-pack/revoke`, () => {
        calls.push('revoke');
        status = { ...sent, link: { ...sent.link!, revokedAt: '2026-11-22T08:00:00.000Z' } };
        return HttpResponse.json(status);
      }),
    );
    renderApp(`/shipments/${SHIPMENT_ID}/show`);
    const user = userEvent.setup();
    const pack = await screen.findByRole(
      'complementary',
      { name: "Freight agent's pack" },
      { timeout: 40_000 },
    );
    expect(await within(pack).findByText('No link sent yet')).toBeInTheDocument();
    expect(within(pack).getByText('Not opened yet')).toBeInTheDocument();
    expect(within(pack).queryByRole('button', { name: 'Revoke link' })).toBeNull();

    await user.click(
      within(pack).getByRole('button', { name: 'Send the pack to the freight agent' }),
    );
    await vi.waitFor(() => expect(calls).toEqual(['send']));
    expect(
      await within(pack).findByText(
        /^Link sent to cargo@capefreight\.example on 21 November 2026; works until/,
      ),
    ).toBeInTheDocument();
    expect(within(pack).getByText(/zip downloaded from 198\.51\.100\.7/)).toBeInTheDocument();
    expect(within(pack).getByText(/page viewed from 198\.51\.100\.7/)).toBeInTheDocument();
    expect(
      await screen.findByText('The pack was sent to cargo@capefreight.example'),
    ).toBeInTheDocument();

    await user.click(within(pack).getByRole('button', { name: 'Revoke link' }));
    await vi.waitFor(() => expect(calls).toEqual(['send', 'revoke']));
    expect(await within(pack).findByText(/revoked on 22 November 2026$/)).toBeInTheDocument();
    expect(within(pack).queryByRole('button', { name: 'Revoke link' })).toBeNull();
  });

  it("cannot send without the freight agent's e-mail", async () => {
    server.use(
      ...sessionHandlers(aProfile({ roles: ['customerLiaison'] })),
      http.get(`/api/shipments/${SHIPMENT_ID}`, () =>
        HttpResponse.json({ ...aShipment, freightAgentEmail: '' }),
      ),
      http.get(`/api/shipments/${SHIPMENT_ID}/freight-pack`, () =>
        HttpResponse.json({ link: null, uses: [] }),
      ),
    );
    renderApp(`/shipments/${SHIPMENT_ID}/show`);
    const pack = await screen.findByRole(
      'complementary',
      { name: "Freight agent's pack" },
      { timeout: 40_000 },
    );
    expect(
      within(pack).getByText("Enter the freight agent's e-mail to send the pack"),
    ).toBeInTheDocument();
    expect(
      within(pack).getByRole('button', { name: 'Send the pack to the freight agent' }),
    ).toBeDisabled();
  });

  it('is not beside the shipment for its other readers', async () => {
    const asked: string[] = [];
    server.use(
      ...sessionHandlers(aProfile({ roles: ['client'] })),
      http.get(`/api/shipments/${SHIPMENT_ID}`, () => HttpResponse.json(aShipment)),
      http.get(`/api/shipments/${SHIPMENT_ID}/freight-pack`, () => {
        asked.push('status');
        return HttpResponse.json({ link: null, uses: [] });
      }),
    );
    renderApp(`/shipments/${SHIPMENT_ID}/show`);
    expect(await screen.findByText('083-12345675', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: "Freight agent's pack" })).toBeNull();
    expect(asked).toEqual([]);
  });
});
