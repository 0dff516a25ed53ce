import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/product.md#visual-identity on the console and on the auth pages alike.
const screens = [
  { path: '/clients', heading: 'Clients', user: 'outfitter@example.com' },
  { path: '/auth/login', heading: 'Sign in', user: undefined },
];

for (const { path, heading, user } of screens) {
  test(`the page background is #F8F9FD on ${path}`, async ({ page }) => {
    if (user) await signIn(page, user);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(248, 249, 253)');
  });

  test(`Readex Pro, served by the portal itself, is the font in use on ${path}`, async ({
    page,
    baseURL,
  }) => {
    if (user) await signIn(page, user);
    const fontHosts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontHosts.add(new URL(request.url()).origin);
    });
    await page.goto(path);
    const title = page.getByRole('heading', { name: heading });
    await expect(title).toBeVisible();
    const loadedFaces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter(
          (face) => face.family.replace(/"/g, '') === 'Readex Pro' && face.status === 'loaded',
        )
        .map((face) => face.weight);
    });
    expect(loadedFaces.length).toBeGreaterThan(0);
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Readex Pro"/,
    );
    expect([...fontHosts]).toEqual([new URL(baseURL).origin]);
  });
}

test('every page names the icon the portal serves, and so does the web app manifest', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest.icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }]);
});
