import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signIn } from '../support/signIn';
import { useTestApp } from '../support/useTestApp';

const FRENCH_BROWSER = { ...ORIGIN, 'accept-language': 'fr-FR,fr;q=0.9' };
const BAD_REGISTRATION = { email: 'nobody', password: 'short', firstName: ' ', lastName: 'Doe' };

// docs/languages.md#errors: the API's errors are said in the signed-in user's language, else in
// the first language of Accept-Language the portal speaks, else in English.
describe("the API's errors in the caller's language", () => {
  const ctx = useTestApp();
  let french: { cookie: string; origin: string };
  beforeAll(async () => {
    french = await signIn(ctx.test.app, 'admin@example.com');
    const chosen = await ctx.api.put('/api/clients/account/language', {
      cookie: french.cookie,
      payload: { language: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
  });

  it("a French user's 404 is French, the resource named in French", async () => {
    const missing = await ctx.api.get(`/api/species/${randomUUID()}`, { cookie: french.cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Élément introuvable (espèce)' });
  });

  it("a French user's version conflict is French, whatever the browser asks", async () => {
    const created = await ctx.api.post('/api/species', {
      cookie: french.cookie,
      payload: {
        commonName: 'Nyala',
        scientificName: 'Tragelaphus angasii',
        citesAppendix: 'none',
      },
    });
    expect(created.statusCode).toBe(201);
    const species = created.json();
    const stale = await ctx.api.put(`/api/species/${species.id}`, {
      cookie: french.cookie,
      headers: { ...ORIGIN, 'accept-language': 'en' },
      payload: { ...species, commonName: 'Nyala bull', version: species.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "Quelqu'un d'autre a modifié cet enregistrement ; rechargez-le et refaites votre modification",
    );
  });

  it("a French user's refused fields are French", async () => {
    const refused = await ctx.api.put('/api/clients/account/profile', {
      cookie: french.cookie,
      payload: { firstName: ' ', lastName: 'Doe', phone: '+27 82 555 0199' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Certains champs ne sont pas valides',
      errors: { firstName: 'Le prénom est obligatoire' },
    });
  });

  it('a guest whose browser asks for French gets a failed sign-in in French', async () => {
    const failed = await ctx.api.post('/api/auth/login', {
      headers: FRENCH_BROWSER,
      payload: { email: 'nobody-fr@example.com', password: 'Not-the-password-1' },
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.json()).toEqual({ message: 'E-mail ou mot de passe incorrect' });
  });

  it("a guest's refused registration is French, its arguments put in", async () => {
    const refused = await ctx.api.post('/api/auth/register', {
      headers: FRENCH_BROWSER,
      payload: BAD_REGISTRATION,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Certains champs ne sont pas valides',
      errors: {
        email: 'Saisissez une adresse e-mail valide',
        password: 'Utilisez au moins 10 caractères',
        firstName: 'Le prénom est obligatoire',
      },
    });
  });

  it('the first language the portal speaks counts, by quality', async () => {
    const failed = await ctx.api.post('/api/auth/login', {
      headers: { ...ORIGIN, 'accept-language': 'de-DE, en;q=0.4, fr;q=0.8' },
      payload: { email: 'nobody-q@example.com', password: 'Not-the-password-1' },
    });
    expect(failed.json()).toEqual({ message: 'E-mail ou mot de passe incorrect' });
  });

  it('a language the portal does not speak falls back to English', async () => {
    const failed = await ctx.api.post('/api/auth/login', {
      headers: { ...ORIGIN, 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: 'nobody-de@example.com', password: 'Not-the-password-1' },
    });
    expect(failed.json()).toEqual({ message: 'Wrong e-mail or password' });
    const refused = await ctx.api.post('/api/auth/register', {
      headers: { ...ORIGIN, 'accept-language': 'de' },
      payload: BAD_REGISTRATION,
    });
    expect(refused.json()).toMatchObject({
      message: 'Some fields are not valid',
      errors: { firstName: 'First name is required' },
    });
  });
});
