import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freightPackLinks,
  freightPackUses,
  shipments,
} from '../../../src/features/shipments/table';
import type { Role } from '../../../src/shared/roles';
import { waitForMail } from '../../support/outbox';
import { pdfText } from '../../support/pdfText';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { crateCalls, DEMO_AGENT, demoClientWithAgent } from '../crates/crateSupport';
import { documentBody, uploadPdf } from '../documents/documentSupport';

// docs/crates-and-shipments.md#the-freight-agents-pack: staff e-mail the freight agent a link to a
// shipment's crates, packing lists and paperwork; the link is opaque, logged, revocable, expiring.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof crateCalls>;
let clientId: string;

const app = () => ctx.test.app;
const send = (shipmentId: string, headers = as.admin) =>
  app().inject({ method: 'POST', url: `/api/shipments/${shipmentId}/freight-pack`, headers });
const open = (path: string) => app().inject({ url: path, remoteAddress: '198.51.100.7' } as never);

/** A shipment to the demo agent with one crate of a new ready order holding a hunting register. */
async function packedShipment(agentEmail: string, language: 'en' | 'fr' | null = null) {
  const order = await calls.readyOrder();
  const fileId = await uploadPdf(app(), as.admin);
  const document = await app().inject({
    method: 'POST',
    url: '/api/documents',
    headers: as.admin,
    payload: documentBody(fileId, order.id),
  });
  expect(document.statusCode, document.body).toBe(201);
  const shipment = await app().inject({
    method: 'POST',
    url: '/api/shipments',
    headers: as.admin,
    payload: {
      freightAgent: DEMO_AGENT,
      freightAgentEmail: agentEmail,
      freightAgentLanguage: language,
      airline: 'SAA',
      airWaybill: '083-12345675',
    },
  });
  expect(shipment.statusCode, shipment.body).toBe(201);
  const crate = await calls.packed({
    clientId,
    orderLineIds: order.lines.map((line) => line.id),
    shipmentId: shipment.json().id,
  });
  return { shipment: shipment.json(), crate, order, documentId: document.json().id };
}

/** Sends the pack and answers the link the e-mail carries, as a path. */
async function sentLink(shipmentId: string, to: string, subject = /Shipment S-/, count = 1) {
  const answer = await send(shipmentId);
  expect(answer.statusCode, answer.body).toBe(200);
  const mail = await waitForMail(ctx.test.config.DATA_DIR, to, subject, count);
  const link = mail.links.find((one) => one.includes('/freight-pack/'));
  expect(link, mail.text).toBeDefined();
  return { path: new URL(link!).pathname, mail };
}

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(app(), email);
  calls = crateCalls(app(), as.admin);
  clientId = await demoClientWithAgent(app());
});

describe("the freight agent's pack", { timeout: 120_000 }, () => {
  it('is sent by staff only, to the e-mail on the shipment, with a link of a random token', async () => {
    const { shipment } = await packedShipment('cargo@capefreight.example');
    for (const role of ['client', 'huntingOutfitter', 'professionalHunter', 'collector'] as const)
      expect((await send(shipment.id, as[role])).statusCode, role).toBe(403);
    const status = `/api/shipments/${shipment.id}/freight-pack`;
    expect((await app().inject({ url: status, headers: as.client })).statusCode).toBe(403);
    expect((await app().inject({ url: status })).statusCode).toBe(401);

    const { path, mail } = await sentLink(shipment.id, 'cargo@capefreight.example');
    expect(mail.subject).toContain(`Shipment ${shipment.reference}`);
    expect(mail.text).toContain('Dear Cape Freight Services,');
    expect(mail.text).toContain('1 crate, its packing list');
    expect(path).not.toContain(shipment.id);
    const token = path.split('/').at(-1)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await app()
      .db.select()
      .from(freightPackLinks)
      .where(eq(freightPackLinks.shipmentId, shipment.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.sentTo).toBe('cargo@capefreight.example');
    // 14 days, to the minute.
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 2);
  });

  it('refuses to send without the freight agent’s e-mail, 400 with nothing made', async () => {
    const { shipment } = await packedShipment('');
    const answer = await send(shipment.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('freightAgentEmail');
    const links = await app()
      .db.select()
      .from(freightPackLinks)
      .where(eq(freightPackLinks.shipmentId, shipment.id));
    expect(links).toHaveLength(0);
  });

  it('opens a page of the crates and paperwork and a zip of every file, each use logged', async () => {
    const { shipment, crate } = await packedShipment('pack@capefreight.example');
    const { path } = await sentLink(shipment.id, 'pack@capefreight.example');

    const page = await open(path);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const expected of [
      `Shipment ${shipment.reference}`,
      crate.reference,
      'Clara Client',
      '120 × 80 × 60 cm',
      'Download all (zip)',
      'Hunting register',
      `${path}/pack.zip`,
    ])
      expect(page.body, expected).toContain(expected);

    const zip = await open(`${path}/pack.zip`);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(entries);
    const packingList = `${crate.reference} packing list.pdf`;
    expect(names).toContain(packingList);
    expect(names.some((name) => /^paperwork\/Q-\d{6} permit\.pdf$/.test(name))).toBe(true);
    expect(pdfText(Buffer.from(entries[packingList]!)).join('\n')).toContain(
      `Packing list ${crate.reference}`,
    );

    const single = await open(`${path}/crates/${crate.id}/packing-list.pdf`);
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-type']).toBe('application/pdf');

    const uses = await app()
      .db.select({ kind: freightPackUses.kind, ip: freightPackUses.ip })
      .from(freightPackUses)
      .innerJoin(freightPackLinks, eq(freightPackLinks.id, freightPackUses.linkId))
      .where(eq(freightPackLinks.shipmentId, shipment.id))
      .orderBy(freightPackUses.usedAt);
    expect(uses).toEqual([
      { kind: 'page', ip: '198.51.100.7' },
      { kind: 'zip', ip: '198.51.100.7' },
    ]);
    const seen = await app().inject({
      url: `/api/shipments/${shipment.id}/freight-pack`,
      headers: as.customerLiaison,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().uses.map((use: { kind: string }) => use.kind)).toEqual(['zip', 'page']);
    expect(seen.json().link.sentTo).toBe('pack@capefreight.example');
  });

  it("speaks the freight agent's language when the shipment names one", async () => {
    const { shipment } = await packedShipment('fret@transit.example', 'fr');
    const { path, mail } = await sentLink(shipment.id, 'fret@transit.example', /Expédition/);
    expect(mail.text).toContain('Bonjour Cape Freight Services,');
    const page = await open(path);
    expect(page.body).toContain('Tout télécharger (zip)');
  });

  it('answers 410 once revoked, and a new send revokes the link before it', async () => {
    const { shipment } = await packedShipment('revoke@capefreight.example');
    const first = await sentLink(shipment.id, 'revoke@capefreight.example');
    const second = await sentLink(shipment.id, 'revoke@capefreight.example', /Shipment S-/, 2);
    expect(second.path).not.toBe(first.path);
    const old = await open(first.path);
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain('withdrawn by the studio');
    expect((await open(`${first.path}/pack.zip`)).statusCode).toBe(410);
    expect((await open(second.path)).statusCode).toBe(200);

    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/shipments/${shipment.id}/freight-pack/revoke`,
          headers: as.client,
        })
      ).statusCode,
    ).toBe(403);
    const revoked = await app().inject({
      method: 'POST',
      url: `/api/shipments/${shipment.id}/freight-pack/revoke`,
      headers: as.admin,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().link.revokedAt).not.toBeNull();
    const gone = await open(second.path);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain(shipment.reference);
    const zip = await open(`${second.path}/pack.zip`);
    expect(zip.statusCode).toBe(410);
    expect(zip.json().message).toContain('withdrawn');
  });

  it('answers 410 once expired, telling nothing of the shipment', async () => {
    const { shipment, crate } = await packedShipment('expiry@capefreight.example');
    const { path } = await sentLink(shipment.id, 'expiry@capefreight.example');
    await app()
      .db.update(freightPackLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(freightPackLinks.shipmentId, shipment.id));
    const page = await open(path);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link has expired');
    expect(page.body).not.toContain(crate.reference);
    expect(page.body).not.toContain(DEMO_AGENT);
    for (const file of ['pack.zip', `crates/${crate.id}/packing-list.pdf`])
      expect((await open(`${path}/${file}`)).statusCode, file).toBe(410);
  });

  it('answers 404 to a token no link has, and to a file of another pack', async () => {
    const { shipment } = await packedShipment('guess@capefreight.example');
    const { path } = await sentLink(shipment.id, 'guess@capefreight.example');
    const token = path.split('/').at(-1)!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await open(`/freight-pack/${wrong}`)).statusCode).toBe(404);
    expect((await open(`/freight-pack/${wrong}/pack.zip`)).statusCode).toBe(404);
    expect((await open(`/freight-pack/${shipment.id}`)).statusCode).toBe(404);
    const other = await packedShipment('other@capefreight.example');
    expect((await open(`${path}/crates/${other.crate.id}/packing-list.pdf`)).statusCode).toBe(404);
    expect((await open(`${path}/documents/${other.documentId}`)).statusCode).toBe(404);
    const [row] = await app().db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row).toBeDefined();
  });
});
