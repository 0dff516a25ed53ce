import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../../src/features/orders/table';
import type { Role } from '../../../src/shared/roles';
import { pdfText } from '../../support/pdfText';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { uploadPhoto } from '../order-line-photos/photoSupport';
import { crateCalls, DEMO_AGENT, demoClientWithAgent } from './crateSupport';

// docs/crates-and-shipments.md#packing-list: a crate's packing list, for whoever may read the
// crate, its lines with species, trophy type, tags and a photo each, in the reader's language.
// The first PDF starts the PDF thread, which loads its sources under tsx: seconds on a busy machine.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof crateCalls>;
let clientId: string;

const textOf = (payload: Buffer) => pdfText(payload).join('\n');
const packingList = (crateId: string, headers: Record<string, string>) =>
  ctx.test.app.inject({ url: `/api/crates/${crateId}/packing-list.pdf`, headers });

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = crateCalls(ctx.test.app, as.admin);
  clientId = await demoClientWithAgent(ctx.test.app);
});

describe('the packing list PDF', { timeout: 120_000 }, () => {
  it('prints the crate, its consignee, shipment and lines with tags, a photo where the line has one', async () => {
    const order = await calls.readyOrder();
    const [first, second] = order.lines;
    await ctx.test.app.db
      .update(orderLines)
      .set({ tagNumbers: ['ZA-TAG-0042'] })
      .where(eq(orderLines.id, first!.id));
    const photo = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/order-line-photos',
      headers: as.customerLiaison,
      payload: {
        orderLineId: first!.id,
        fileId: await uploadPhoto(ctx.test.app, as.customerLiaison),
      },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const shipment = (
      await ctx.test.app.inject({
        method: 'POST',
        url: '/api/shipments',
        headers: as.admin,
        payload: { freightAgent: DEMO_AGENT, airline: 'SAA', airWaybill: '083-12345675' },
      })
    ).json();
    const crate = await calls.packed({
      clientId,
      orderLineIds: [first!.id, second!.id],
      shipmentId: shipment.id,
    });
    const number = `C-${String(crate.number).padStart(6, '0')}`;

    const answer = await packingList(crate.id, as.client);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = textOf(answer.rawPayload);
    for (const expected of [
      `Packing list ${number}`,
      'Consignee',
      'Clara Client',
      '8001 Cape Town',
      'Dimensions: 120 × 80 × 60 cm',
      'Actual weight: 42.5 kg · Volumetric weight: 96 kg (÷ 6000)',
      'Air waybill: 083-12345675 (SAA)',
      `Q-${String(order.number).padStart(6, '0')} #1`,
      `Q-${String(order.number).padStart(6, '0')} #2`,
      'ZA-TAG-0042',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Two lines, one with a photo: "No photo" once, and the thumbnail drawn as an image.
    expect(text.match(/No photo/g)).toHaveLength(1);
    expect(answer.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);

    const chosen = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/account/language',
      headers: as.huntingOutfitter,
      payload: { language: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
    const french = await packingList(crate.id, as.huntingOutfitter);
    expect(french.statusCode).toBe(200);
    const frenchText = textOf(french.rawPayload);
    expect(frenchText).toContain(`Liste de colisage ${number}`);
    expect(frenchText).toContain('Destinataire');
    expect(frenchText).toContain('Pas de photo');
  });

  it("is for the crate's readers only", async () => {
    const theirs = await calls.otherClientsOrder();
    const crate = await calls.packed({
      clientId: theirs.clientId,
      orderLineIds: [theirs.lines[0]!.id],
    });
    expect((await packingList(crate.id, as.client)).statusCode).toBe(404);
    expect((await packingList(crate.id, as.collector)).statusCode).toBe(403);
    expect((await packingList(crate.id, as.customerLiaison)).statusCode).toBe(200);
  });
});
