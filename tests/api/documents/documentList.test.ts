import { beforeAll, describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS } from '../../../src/features/documents/documentKinds';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderIds, documentCalls } from './documentSupport';

// docs/documents.md "List": filters by kind, client, order, IR and expiring soon, and a search.

const ctx = useTestApp();
let staff: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoOrderIds>>;
const docs = () => documentCalls(ctx.test.app);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the documents list', () => {
  let vet: string;
  let expiring: string;
  let expired: string;
  let lasting: string;

  beforeAll(async () => {
    staff = await signIn(ctx.test.app, 'liaison@example.com');
    ids = await demoOrderIds(ctx.test.app);
    const add = async (body: Record<string, unknown>) => (await docs().add(staff, body)).id;
    vet = await add({ kind: 'veterinaryCertificate', orderId: ids.phOrder, number: 'VET-77881' });
    expiring = await add({ orderId: ids.clientOrder, expiresOn: inDays(EXPIRING_SOON_DAYS - 1) });
    expired = await add({ orderId: ids.clientOrder, expiresOn: inDays(-3) });
    lasting = await add({ orderId: ids.clientOrder, expiresOn: inDays(EXPIRING_SOON_DAYS + 5) });
  });

  // The demo data has documents too: each assertion looks at this test's own.
  const ours = (found: string[]) =>
    [vet, expiring, expired, lasting].filter((id) => found.includes(id)).sort();

  it('filters by kind and by order', async () => {
    expect(ours(await docs().ids(staff, { kind: 'veterinaryCertificate' }))).toEqual([vet]);
    const onOrder = await docs().ids(staff, { orderId: ids.clientOrder });
    expect(ours(onOrder)).toEqual([expiring, expired, lasting].sort());
  });

  it(`counts as expiring soon what expired or expires within ${EXPIRING_SOON_DAYS} days`, async () => {
    const soon = await docs().ids(staff, { expiringSoon: true });
    expect(ours(soon)).toEqual([expiring, expired].sort());
  });

  it('searches the number, title and holder', async () => {
    expect(await docs().ids(staff, { q: 'vet-7788' })).toEqual([vet]);
  });

  it('refuses (400) a filter value of the wrong type', async () => {
    const answer = await ctx.test.app.inject({
      url: `/api/documents?filter=${encodeURIComponent(JSON.stringify({ kind: 'passport' }))}`,
      headers: staff,
    });
    expect(answer.statusCode).toBe(400);
  });
});
