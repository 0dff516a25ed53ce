import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/features/users/table';
import { uploadPdf } from '../documents/documentSupport';

type Headers = Record<string, string>;

/** The demo users' ids by e-mail. */
export async function userId(app: FastifyInstance, email: string): Promise<string> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/**
 * The IR API as a test calls it.
 * @example const ir = irCalls(app); const made = await ir.create(collector, {});
 */
export function irCalls(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    app.inject({
      method,
      url: `/api/instruction-registers${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  /** Creates an IR; fails the test unless 201. */
  const create = async (headers: Headers, body: Record<string, unknown> = {}) => {
    const answer = await call('POST', '', headers, body);
    if (answer.statusCode !== 201) throw new Error(`create failed: ${answer.body}`);
    return answer.json();
  };
  /** PUT of the record with changes, at its version. */
  const update = (
    headers: Headers,
    record: Record<string, unknown>,
    changes: Record<string, unknown>,
  ) => {
    const {
      id,
      number: _n,
      status: _s,
      collectorName: _c,
      farmName: _f,
      orderId: _o,
      history: _h,
      createdAt: _a,
      updatedAt: _u,
      ...body
    } = record;
    return call('PUT', `/${id as string}`, headers, { ...body, ...changes });
  };
  return {
    call,
    create,
    update,
    /**
     * An IR the collector made, its client, outfitter or PH then named by staff: a collector links
     * no record they may not read (docs/roles-and-access.md#links).
     */
    async collectedWith(
      collector: Headers,
      staff: Headers,
      links: Record<string, unknown>,
      body: Record<string, unknown> = {},
    ) {
      const named = await update(staff, await create(collector, body), links);
      if (named.statusCode !== 200) throw new Error(`naming failed: ${named.body}`);
      return named.json();
    },
    move(headers: Headers, record: { id: string; version: number }, to: string, note = '') {
      return call('POST', `/${record.id}/transitions`, headers, {
        to,
        note,
        version: record.version,
      });
    },
    quote(headers: Headers, id: string, pricelistId: string) {
      return call('POST', `/${id}/quote`, headers, { pricelistId });
    },
  };
}

/** A collected-ready IR body: one line, both signatures uploaded by `headers`. */
export async function signedBody(app: FastifyInstance, headers: Headers, speciesId: string) {
  return {
    hunterSignatureFileId: await uploadPdf(app, headers),
    collectorSignatureFileId: await uploadPdf(app, headers),
    lines: [{ speciesId, tagNumber: 'T-1', parts: ['cape', 'skull'] }],
  };
}

/** A pricelist item as the pricelists' API answers it. */
export type PricelistItem = { speciesId: string; trophyTypeId: string; priceMinor: number | null };

/**
 * The first active pricelist, with its items, as `headers` read it: what a quote is priced from.
 * @example const pricelist = await activePricelist(app, liaison);
 */
export async function activePricelist(
  app: FastifyInstance,
  headers: Headers,
): Promise<{ id: string; currency: string; items: PricelistItem[] }> {
  const active = encodeURIComponent(JSON.stringify({ active: true }));
  return (await app.inject({ url: `/api/pricelists?filter=${active}`, headers })).json()[0];
}
