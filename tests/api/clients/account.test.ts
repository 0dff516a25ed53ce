import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

const ADDRESS = {
  line1: '7 Kloof Road',
  line2: 'Unit 3',
  city: 'Windhoek',
  region: 'Khomas',
  postalCode: '10005',
  country: 'na',
};

describe('account settings: GET/PUT api/clients/account, .../profile, .../address', () => {
  const ctx = useTestApp();
  let client: string;
  beforeAll(async () => {
    client = (await signIn(ctx.test.app, 'client@example.com')).cookie;
  });

  it('GET account answers the signed-in user account', async () => {
    const response = await ctx.api.get('/api/clients/account', { cookie: client });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'client@example.com',
      firstName: 'Clara',
      lastName: 'Client',
      phone: '+27 21 555 0100',
      address: {
        line1: '12 Long Street',
        line2: '',
        city: 'Cape Town',
        region: '',
        postalCode: '8001',
        country: 'ZA',
      },
      language: 'en',
    });
  });

  it('PUT account/language keeps the language on the account and the profile', async () => {
    const response = await ctx.api.put('/api/clients/account/language', {
      cookie: client,
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: 'fr', firstName: 'Clara' });
    const profile = await ctx.api.get('/api/clients/profile', { cookie: client });
    expect(profile.json()).toMatchObject({ language: 'fr' });
    await ctx.api.put('/api/clients/account/language', {
      cookie: client,
      payload: { language: 'en' },
    });
  });

  it('PUT account/language refuses a language the portal does not speak, and changes nothing', async () => {
    const response = await ctx.api.put('/api/clients/account/language', {
      cookie: client,
      payload: { language: 'de' },
    });
    expect(response.statusCode).toBe(400);
    const profile = await ctx.api.get('/api/clients/profile', { cookie: client });
    expect(profile.json()).toMatchObject({ language: 'en' });
  });

  it('PUT account/profile saves names and phone, and the profile call shows them', async () => {
    const response = await ctx.api.put('/api/clients/account/profile', {
      cookie: client,
      payload: { firstName: ' Clarissa ', lastName: 'Client-Smith', phone: '+264 61 123 456' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Clarissa',
      lastName: 'Client-Smith',
      phone: '+264 61 123 456',
    });
    const profile = await ctx.api.get('/api/clients/profile', { cookie: client });
    expect(profile.json()).toMatchObject({ fullName: 'Clarissa Client-Smith' });
  });

  it('PUT account/address saves the postal address, country upper-cased', async () => {
    const response = await ctx.api.put('/api/clients/account/address', {
      cookie: client,
      payload: ADDRESS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().address).toEqual({ ...ADDRESS, country: 'NA' });
  });

  it('PUT account saves names, phone and address in one call', async () => {
    const response = await ctx.api.put('/api/clients/account', {
      cookie: client,
      payload: {
        firstName: 'Clara',
        lastName: 'Client',
        phone: '+27 21 555 0100',
        address: { line1: '1 Main Road', city: 'Maun', country: 'BW' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Clara',
      address: { line1: '1 Main Road', line2: '', city: 'Maun', country: 'BW' },
    });
  });

  it.each([
    [
      '/api/clients/account/profile',
      { firstName: '', lastName: 'X', phone: 'call me' },
      ['firstName', 'phone'],
    ],
    [
      '/api/clients/account/address',
      { line1: '', city: 'Maun', country: 'Botswana' },
      ['line1', 'country'],
    ],
    ['/api/clients/account', { firstName: 'A' }, ['lastName', 'phone', 'address']],
  ])(
    'PUT %s refuses a bad body with 400 and field errors, changing nothing',
    async (url, payload, fields) => {
      const before = (await ctx.api.get('/api/clients/account', { cookie: client })).json();
      const response = await ctx.api.put(url, { cookie: client, payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(fields));
      expect((await ctx.api.get('/api/clients/account', { cookie: client })).json()).toEqual(
        before,
      );
    },
  );

  it.each([
    ['GET', '/api/clients/account'],
    ['PUT', '/api/clients/account'],
    ['PUT', '/api/clients/account/profile'],
    ['PUT', '/api/clients/account/address'],
    ['POST', '/api/clients/complete'],
  ] as const)('%s %s answers 401 to a visitor', async (method, url) => {
    const call = method === 'GET' ? ctx.api.get : method === 'PUT' ? ctx.api.put : ctx.api.post;
    expect((await call(url, { payload: {} })).statusCode).toBe(401);
  });
});

describe('POST api/clients/complete: a complete profile has names, phone and an address', () => {
  const ctx = useTestApp();

  it('completes the profile and answers it with completed true', async () => {
    const { cookie } = await signIn(ctx.test.app, 'incomplete@example.com');
    const before = await ctx.api.get('/api/clients/profile', { cookie });
    expect(before.json()).toMatchObject({ completed: false });
    const response = await ctx.api.post('/api/clients/complete', {
      cookie,
      payload: {
        firstName: 'Ian',
        lastName: 'Complete',
        phone: '+27 82 555 0199',
        address: ADDRESS,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'incomplete@example.com',
      fullName: 'Ian Complete',
      completed: true,
    });
    const account = await ctx.api.get('/api/clients/account', { cookie });
    expect(account.json()).toMatchObject({
      phone: '+27 82 555 0199',
      address: { city: 'Windhoek' },
    });
  });

  it('refuses a completion without an address (400) and stays incomplete', async () => {
    const { cookie } = await signIn(ctx.test.app, 'unverified@example.com');
    const response = await ctx.api.post('/api/clients/complete', {
      cookie,
      payload: { firstName: 'Uma', lastName: 'U', phone: '+27 82 555 0199' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('address');
  });
});
