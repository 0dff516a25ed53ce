import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../src/shared/apiPaths';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notificationCalls';
import { ORIGIN, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/notifications.md#choosing: each person reads and saves their own choice of order e-mails;
// collectors have none.
const ctx = useTestApp();
const url = apiPaths.clients.accountNotifications;

const read = async (email: string) =>
  ctx.test.app.inject({ url, headers: await signIn(ctx.test.app, email) });
const save = async (email: string, payload: unknown) =>
  ctx.test.app.inject({
    method: 'PUT',
    url,
    headers: await signIn(ctx.test.app, email),
    payload: payload as Record<string, unknown>,
  });

const digestWithoutMessages = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  messages: false,
  delivery: 'weeklyDigest',
};

describe('a person who never chose', () => {
  it('gets every kind, as it happens', async () => {
    const answer = await read('client@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      orderStatus: true,
      expectedDates: true,
      photos: true,
      messages: true,
      delivery: 'immediate',
    });
  });
});

describe('saving a choice', () => {
  it('keeps it for that person alone', async () => {
    const saved = await save('client@example.com', digestWithoutMessages);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(digestWithoutMessages);
    expect((await read('client@example.com')).json()).toEqual(digestWithoutMessages);
    expect((await read('outfitter@example.com')).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('is open to outfitters, PHs and staff too', async () => {
    for (const email of ['outfitter@example.com', 'ph@example.com', 'liaison@example.com']) {
      const saved = await save(email, { ...DEFAULT_NOTIFICATION_SETTINGS, photos: false });
      expect(saved.statusCode, email).toBe(200);
    }
  });

  it.each([
    ['a switch missing', { ...DEFAULT_NOTIFICATION_SETTINGS, photos: undefined }, 'photos'],
    [
      'a switch that is no yes or no',
      { ...DEFAULT_NOTIFICATION_SETTINGS, messages: 'no' },
      'messages',
    ],
    ['an unknown delivery', { ...DEFAULT_NOTIFICATION_SETTINGS, delivery: 'daily' }, 'delivery'],
    ['an unknown field', { ...DEFAULT_NOTIFICATION_SETTINGS, sms: true }, ''],
  ])('refuses %s with 400, changing nothing', async (_, body, field) => {
    const answer = await save('client@example.com', body);
    expect(answer.statusCode).toBe(400);
    if (field) expect(Object.keys(answer.json().errors)).toContain(field);
    expect((await read('client@example.com')).json()).toEqual(digestWithoutMessages);
  });
});

describe('who may not', () => {
  it('a collector neither reads nor saves a choice (403)', async () => {
    expect((await read('collector@example.com')).statusCode).toBe(403);
    expect((await save('collector@example.com', DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(
      403,
    );
  });

  it('a visitor gets 401', async () => {
    expect((await ctx.test.app.inject({ url })).statusCode).toBe(401);
    const put = await ctx.test.app.inject({
      method: 'PUT',
      url,
      headers: ORIGIN,
      payload: DEFAULT_NOTIFICATION_SETTINGS,
    });
    expect(put.statusCode).toBe(401);
  });

  it('a write from another site is refused (403), the choice kept', async () => {
    const { cookie } = await signIn(ctx.test.app, 'client@example.com');
    const put = await ctx.test.app.inject({
      method: 'PUT',
      url,
      headers: { cookie, origin: 'https://evil.example' },
      payload: DEFAULT_NOTIFICATION_SETTINGS,
    });
    expect(put.statusCode).toBe(403);
    expect((await read('client@example.com')).json()).toEqual(digestWithoutMessages);
  });
});
