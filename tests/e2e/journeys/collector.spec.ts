import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { drawSignature, phonePhoto } from '../support/irInputs';
import { waitUntilCached, waitUntilCachedRecord } from '../support/persistedCache';
import { signIn } from '../support/signIn';

// docs/offline.md: the collector's whole story at a farm with no signal, on a phone 360 px wide:
// a register made offline with a farm made offline, its animals, a photo and both signatures,
// marked Collected, seen again after a reload, sent once when the network returns, and worked on
// after the sync.
test.use({ viewport: { width: 360, height: 740 } });

const FARM = 'Journey Farm Offline';
const HUNTER = 'Journey Hunter';

/** What the person sees at each step: no screen failed. */
async function expectNoFailure(page: Page) {
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

/** docs/screens.md#small-screens: `over` does not cover `under` (a toast, a floating button). */
async function expectClear(over: Locator, under: Locator) {
  const [a, b] = [(await over.boundingBox())!, (await under.boundingBox())!];
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, 'one covers the other').toBe(true);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('the collector at the farm offline: a register with a new farm, animals, a photo and signatures, collected, reloaded, synced once, edited after', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = page.context();
  await signIn(page, 'collector@example.com');
  await page.goto('/instruction-registers');
  await expect(page.getByRole('link', { name: 'New IR' })).toBeVisible();
  // The service worker controls the page (from the first load after it installed) and the list is
  // stored before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await waitUntilCached(page, 'instruction-registers');
  // docs/offline.md#reads: what a register is filled in from is kept too.
  for (const choices of ['instruction-registers/farms', 'admin/species', 'admin/trophies']) {
    await waitUntilCached(page, choices);
  }
  await shoot(page, testInfo, '1-list-online');

  await context.setOffline(true);
  await page.getByRole('link', { name: 'New IR' }).click();
  await page.getByRole('combobox', { name: 'Farm' }).fill(FARM);
  await page.getByRole('option', { name: `Create ${FARM}` }).click();
  const farmDialog = page.getByRole('dialog');
  await expect(farmDialog.getByRole('textbox', { name: 'Name' })).toHaveValue(FARM);
  await farmDialog.getByRole('button', { name: 'Add farm' }).click();
  await expect(page.getByRole('combobox', { name: 'Farm' })).toHaveValue(FARM);
  await page.getByRole('textbox', { name: 'Hunter (as in the passport)' }).fill(HUNTER);
  await shoot(page, testInfo, '2-create-offline');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/instruction-registers\/[0-9a-f-]{36}$/);
  const irUrl = page.url();
  await expect(page.getByText('New IR (not sent yet)')).toBeVisible();
  await expect(page.getByText('Status: Open')).toBeVisible();
  // The phone's header shows the count alone, and says it whole to a screen reader.
  await expect(page.getByTestId('offline-waiting')).toHaveText('2');
  await expect(page.getByTestId('offline-waiting')).toHaveAccessibleName(/^2 waiting/);
  await expectNoFailure(page);
  await shoot(page, testInfo, '3-editor-offline');

  await page.getByRole('button', { name: 'Add an animal' }).click();
  await page.getByRole('combobox', { name: 'Species' }).click();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Greater Kudu' }).click();
  await page.getByRole('textbox', { name: 'Tag number' }).fill('JRN-1');
  await page.getByRole('checkbox', { name: 'Cape' }).check();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(await phonePhoto());
  await expect(page.getByRole('img', { name: 'Photo' })).toHaveCount(1);
  await drawSignature(page, page.getByRole('region', { name: "Collector's signature" }));
  await page
    .getByRole('region', { name: "Collector's signature" })
    .getByRole('button', { name: 'Keep signature' })
    .click();
  // The hunter's is drawn and not kept by its own button: Save keeps it.
  await drawSignature(page, page.getByRole('region', { name: "Hunter's (or PH's) signature" }));
  await shoot(page, testInfo, '4-lines-and-signatures-offline');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Mark Collected' })).toBeVisible();
  await expectNoFailure(page);
  for (const name of ["Hunter's (or PH's) signature", "Collector's signature"]) {
    await expect(
      page.getByRole('region', { name }).getByRole('button', { name: 'Sign again' }),
    ).toBeVisible();
  }

  await page.getByRole('button', { name: 'Mark Collected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this IR collected?' });
  const toast = page.getByText('Element updated');
  await expect(toast).toBeVisible();
  await expectClear(toast, confirm.getByRole('button', { name: 'Go back' }));
  await expectClear(toast, confirm.getByRole('button', { name: 'Mark Collected' }));
  await shoot(page, testInfo, '5-mark-collected-dialog');
  await confirm.getByRole('button', { name: 'Mark Collected' }).click();
  await expect(page.getByText('Status: Collected')).toBeVisible();
  await expectNoFailure(page);
  await shoot(page, testInfo, '6-collected-offline');

  await waitUntilCachedRecord(page, 'instruction-registers', irUrl.split('/').pop()!, {
    status: 'collected',
  });
  await page.reload();
  await expect(page.getByText('Status: Collected')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tag number' })).toHaveValue('JRN-1');
  await expectNoFailure(page);
  await page.goto('/instruction-registers');
  const card = page.locator('#main-content').getByRole('link', { name: /New IR \(not sent yet\)/ });
  await expect(card).toContainText(HUNTER);
  await expectNoFailure(page);
  // The header's title is whole, and the last card's date scrolls out from under the add button.
  await expect(page.locator('#react-admin-title')).toHaveText('Instruction registers');
  const title = await page.locator('#react-admin-title').evaluate((node) => ({
    scroll: node.scrollWidth,
    client: node.clientWidth,
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
  }));
  expect(title.scroll).toBeLessThanOrEqual(title.client);
  expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);
  await shoot(page, testInfo, '7-list-after-offline-reload');
  await page.mouse.wheel(0, 2000);
  const lastCard = page.locator('#main-content').getByRole('list').getByRole('link').last();
  await expectClear(page.getByRole('link', { name: 'New IR', exact: true }), lastCard);
  await expectClear(
    page.getByRole('link', { name: 'New IR', exact: true }),
    page.getByRole('button', { name: 'Go to next page' }),
  );
  await shoot(page, testInfo, '7b-list-scrolled');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-waiting')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('New IR (not sent yet)')).toHaveCount(0);
  const irId = irUrl.split('/').pop()!;
  const saved = (await (await page.request.get(`/api/instruction-registers/${irId}`)).json()) as {
    number: number;
    status: string;
    farmName: string;
    hunterSignatureFileId: string | null;
    collectorSignatureFileId: string | null;
    lines: { tagNumber: string; photoFileIds: string[] }[];
  };
  expect(saved).toMatchObject({ status: 'collected', farmName: FARM, hunterName: HUNTER });
  expect(saved.lines).toEqual([expect.objectContaining({ tagNumber: 'JRN-1' })]);
  expect(saved.lines[0]!.photoFileIds).toHaveLength(1);
  expect(saved.hunterSignatureFileId).not.toBeNull();
  expect(saved.collectorSignatureFileId).not.toBeNull();
  const named = (await (
    await page.request.get(
      `/api/instruction-registers?filter=${encodeURIComponent(JSON.stringify({ q: HUNTER }))}`,
    )
  ).json()) as unknown[];
  expect(named).toHaveLength(1);
  const farms = (await (
    await page.request.get(`/api/farms?filter=${encodeURIComponent(JSON.stringify({ q: FARM }))}`)
  ).json()) as unknown[];
  expect(farms).toHaveLength(1);
  const number = `IR-${String(saved.number).padStart(6, '0')}`;
  await expect(
    page.locator('#main-content').getByRole('link', { name: new RegExp(number) }),
  ).toBeVisible();
  await shoot(page, testInfo, '8-list-after-sync');

  // After the sync the phone goes on with the register it made, through a reload.
  await page.goto(irUrl);
  await expect(page.getByText(number)).toBeVisible();
  await page.getByRole('textbox', { name: 'Tag number' }).fill('JRN-2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const { version } = (await (
    await page.request.get(`/api/instruction-registers/${irId}`)
  ).json()) as {
    version: number;
  };
  await waitUntilCachedRecord(page, 'instruction-registers', irId, { version });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tag number' })).toHaveValue('JRN-2');
  await expect(page.getByText('Status: Collected')).toBeVisible();
  await expectNoFailure(page);
  await shoot(page, testInfo, '9-edited-after-sync');
  const edited = (await (await page.request.get(`/api/instruction-registers/${irId}`)).json()) as {
    lines: { tagNumber: string }[];
  };
  expect(edited.lines[0]!.tagNumber).toBe('JRN-2');
});
