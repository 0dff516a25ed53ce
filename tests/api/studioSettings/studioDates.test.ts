import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { pdfText } from '../../support/pdfText';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { freshOrder } from '../messages/messageSupport';

// docs/settings.md#studio-dates: the studio's time zone and English locale, blank for its
// country's; the profile carries them to the screens, the quote PDF and e-mails write with them.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
});

const settings = async () =>
  (await ctx.test.app.inject({ url: '/api/studio-settings', headers: as.admin })).json()[0];
const save = async (changes: Record<string, unknown>) => {
  const { id, ...row } = await settings();
  return ctx.test.app.inject({
    method: 'PUT',
    url: `/api/studio-settings/${id}`,
    headers: as.admin,
    payload: { ...row, ...changes },
  });
};
const datesOf = async (role: Role) =>
  (await ctx.test.app.inject({ url: '/api/clients/profile', headers: as[role] })).json().dates;

describe("the studio's dates", () => {
  it('default from the country and reach everyone with their profile', async () => {
    expect(await settings()).toMatchObject({ country: 'ZA', timeZone: '', englishLocale: '' });
    expect(await datesOf('client')).toEqual({
      locales: { en: 'en-ZA', fr: 'fr-FR' },
      timeZone: 'Africa/Johannesburg',
    });
  });

  it('refuse a time zone Intl does not know (400) and change nothing', async () => {
    const before = await settings();
    const bad = await save({ timeZone: 'Africa/Atlantis', vatNumber: '4000000001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('timeZone');
    const badLocale = await save({ englishLocale: 'fr-FR', vatNumber: '4000000001' });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().errors).toHaveProperty('englishLocale');
    expect(await settings()).toEqual(before);
  });

  it("follow a change at once, the country's where blank, the admin's where set", async () => {
    await datesOf('client'); // kept by the server from here
    expect((await save({ country: 'NA' })).statusCode).toBe(200);
    expect(await datesOf('client')).toEqual({
      locales: { en: 'en-NA', fr: 'fr-FR' },
      timeZone: 'Africa/Windhoek',
    });
    expect(
      (await save({ country: 'BE', timeZone: 'Europe/London', englishLocale: 'en-US' })).statusCode,
    ).toBe(200);
    expect(await datesOf('huntingOutfitter')).toEqual({
      locales: { en: 'en-US', fr: 'fr-BE' },
      timeZone: 'Europe/London',
    });
  });

  it("write the quote PDF's day as the studio's English locale does", async () => {
    expect((await save({ englishLocale: 'en-US' })).statusCode).toBe(200);
    const orderId = await freshOrder(ctx.test.app, as.admin);
    const pdf = await ctx.test.app.inject({
      url: `/api/orders/${orderId}/quote.pdf`,
      headers: as.client,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(text).toContain(today.format(new Date()));
  });
});
