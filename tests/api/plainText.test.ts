import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { species } from '../../src/features/species/table';
import { users } from '../../src/features/users/table';
import { multipart, pdfBytes } from './files/fileSamples';
import { ORIGIN, signIn } from '../support/signIn';
import { useTestApp } from '../support/useTestApp';

// docs/api.md#text: a line break in a one-line field (a name that goes into an e-mail's sentence)
// and a direction character anywhere answer 400 with a field error and store nothing; an uploaded
// file's name loses them instead.
const SPOOFED_NAME = 'The Studio\r\nYour account is suspended, reset at http://evil.example';

describe('control and direction characters in what people type', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await signIn(ctx.test.app, 'admin@example.com');
  });

  it.each([
    ['en', 'Use one line, without line breaks or invisible characters'],
    ['fr', 'Une seule ligne, sans saut de ligne ni caractère invisible'],
  ])('register with a line break in a name answers 400 naming it, in %s', async (lang, text) => {
    const before = await ctx.test.database.db.select({ n: count() }).from(users);
    const answer = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...ORIGIN, 'accept-language': lang },
      payload: {
        email: `spoof-${lang}@example.com`,
        password: 'Kudu-horn-on-a-plaque-7',
        firstName: SPOOFED_NAME,
        lastName: 'Outfitters',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ firstName: text });
    expect(await ctx.test.database.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('an outfitter cannot rename themself with a line break either', async () => {
    const outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
    const answer = await ctx.test.app.inject({
      method: 'PUT',
      url: '/api/clients/account/profile',
      headers: outfitter,
      payload: { firstName: SPOOFED_NAME, lastName: 'Safaris', phone: '+27 21 555 0100' },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['firstName']);
  });

  it('a species named with a right-to-left override answers 400, in a multi-line field too', async () => {
    const before = await ctx.test.database.db.select({ n: count() }).from(species);
    const named = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/species',
      headers: admin,
      payload: { commonName: 'Kudu\u202Eudu', scientificName: 'Tragelaphus strepsiceros' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors).toEqual({
      commonName: 'Use one line, without line breaks or invisible characters',
    });
    const described = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/trophy-types',
      headers: admin,
      payload: { name: 'Shoulder mount', description: 'Left\n\u2067turned\u2069' },
    });
    expect(described.statusCode).toBe(400);
    expect(described.json().errors).toEqual({
      description: 'Remove the invisible characters that change the text direction',
    });
    expect(await ctx.test.database.db.select({ n: count() }).from(species)).toEqual(before);
  });

  it('a multi-line field keeps its line breaks', async () => {
    const answer = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/trophy-types',
      headers: admin,
      payload: { name: 'Pedestal mount', description: 'Walnut base.\nBrass plate.' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().description).toBe('Walnut base.\nBrass plate.');
  });

  it('an upload named evil\\u202Egpj.jpg is kept without the override', async () => {
    const body = multipart([
      {
        name: 'file',
        filename: 'evil\u202Egpj.pdf',
        contentType: 'application/pdf',
        data: pdfBytes(),
      },
    ]);
    const answer = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().name).toBe('evilgpj.pdf');
  });
});
