import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { MAX_LINES, MAX_TAGS_PER_LINE } from '../../../src/features/orders/definition';
import { pdfText } from '../../support/pdfText';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

// docs/quote-pdf.md: rendered in worker threads, one at a time per user, cached per order version.
const ctx = useTestApp();

async function largestDraft(headers: Record<string, string>) {
  const body = await demoOrderBody(ctx.test.app);
  const line = {
    ...body.lines[0]!,
    tagNumbers: Array.from({ length: MAX_TAGS_PER_LINE }, (_, index) => `ZA${1000 + index}`),
    instruction: 'Left-facing, ears up, mouth closed. '.repeat(3),
  };
  const payload = { ...body, lines: Array.from({ length: MAX_LINES }, () => line) };
  const answer = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload,
  });
  expect(answer.statusCode).toBe(201);
  return { order: answer.json(), payload };
}

describe('the quote PDF under load', () => {
  it('shares a render under way, renders one quote at a time per user, then serves the cache', async () => {
    const client = await signIn(ctx.test.app, 'client@example.com');
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const pdfOf = (order: { id: string }) => `/api/orders/${order.id}/quote.pdf`;
    const { order } = await largestDraft(client);

    // The same quote asked for at once, twice by its client (a double click) and by the studio:
    // one render, and every call answered with it.
    const same = await Promise.all([
      ctx.test.app.inject({ url: pdfOf(order), headers: client }),
      ctx.test.app.inject({ url: pdfOf(order), headers: client }),
      ctx.test.app.inject({ url: pdfOf(order), headers: admin }),
    ]);
    expect(same.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const answer of same) expect(answer.rawPayload.equals(same[0]!.rawPayload)).toBe(true);

    // Two other quotes of one user at once: one renders, the other is refused and starts no work.
    const [one, two] = await Promise.all([largestDraft(client), largestDraft(client)]);
    const [first, second] = await Promise.all([
      ctx.test.app.inject({ url: pdfOf(one.order), headers: client }),
      ctx.test.app.inject({ url: pdfOf(two.order), headers: client }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json().message).toMatch(/still being made/);

    // Cached: parallel calls of the same user no longer wait for each other.
    const again = await Promise.all(
      [1, 2].map(() => ctx.test.app.inject({ url: pdfOf(order), headers: client })),
    );
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of again) expect(answer.rawPayload.equals(same[0]!.rawPayload)).toBe(true);
  }, 120_000);

  it('renders anew once the order has a new version', async () => {
    const client = await signIn(ctx.test.app, 'client@example.com');
    const body = await demoOrderBody(ctx.test.app);
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: client,
      payload: body,
    });
    const order = created.json();
    const url = `/api/orders/${order.id}/quote.pdf`;
    const before = await ctx.test.app.inject({ url, headers: client });
    expect(before.statusCode).toBe(200);
    expect(pdfText(before.rawPayload).join('\n')).not.toContain('Mouth open');

    const edited = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      headers: client,
      payload: {
        ...body,
        version: order.version,
        lines: [{ ...body.lines[0]!, instruction: 'Mouth open' }],
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = await ctx.test.app.inject({ url, headers: client });
    expect(after.statusCode).toBe(200);
    expect(pdfText(after.rawPayload).join('\n')).toContain('Mouth open');
  });

  // docs/multi-process.md: the cache is per process, keyed by what the PDF shows as read at each call.
  it('shows a change another process made at once: no process serves a stale cached PDF', async () => {
    const client = await signIn(ctx.test.app, 'client@example.com');
    const body = await demoOrderBody(ctx.test.app);
    const order = (
      await ctx.test.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: client,
        payload: body,
      })
    ).json();
    const url = `/api/orders/${order.id}/quote.pdf`;
    const before = await ctx.test.app.inject({ url, headers: client });
    expect(before.statusCode).toBe(200);

    const other = await buildApp({
      config: ctx.test.config,
      database: ctx.test.database,
      ownsDatabase: false,
    });
    try {
      const admin = await signIn(other, 'admin@example.com');
      const speciesUrl = `/api/species/${body.lines[0]!.speciesId}`;
      const {
        id: _,
        createdAt: __,
        updatedAt: ___,
        ...named
      } = (await other.inject({ url: speciesUrl, headers: admin })).json();
      const renamed = await other.inject({
        method: 'PUT',
        url: speciesUrl,
        headers: admin,
        payload: { ...named, commonName: 'Renamed elsewhere' },
      });
      expect(renamed.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    const after = await ctx.test.app.inject({ url, headers: client });
    expect(after.statusCode).toBe(200);
    expect(pdfText(before.rawPayload).join('\n')).not.toContain('Renamed elsewhere');
    expect(pdfText(after.rawPayload).join('\n')).toContain('Renamed elsewhere');
  });
});
