import { expect, test } from './support/fixtures';
import { pdfScan } from './support/pdfScan';
import { signIn } from './support/signIn';

// docs/instruction-registers.md#documents: a collector, kept under /instruction-registers, attaches
// a document to one of their IRs from its screen on the phone.
test.use({ viewport: { width: 360, height: 740 } });

test('the demo collector attaches a PDF to one of their IRs and sees it listed', async ({
  page,
}) => {
  await signIn(page, 'collector@example.com');
  await page.goto('/');
  await expect(page).toHaveURL(/\/instruction-registers$/);
  await page
    .getByRole('link', { name: /^IR-\d{6}/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/instruction-registers\/[0-9a-f-]{36}$/);

  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Hunting register' }).click();
  const name = `ir-register-${Date.now()}`;
  await documents.getByLabel('Choose files').setInputFiles([pdfScan(name, `${name}.pdf`)]);
  await expect(documents.getByRole('list', { name: 'Files to upload' })).toContainText(name);
  await documents.getByRole('button', { name: 'Attach' }).click();

  await expect(page.getByText('1 document saved')).toBeVisible();
  const listed = documents
    .getByRole('list', { name: 'Documents of this IR' })
    .getByRole('link', { name: `Open ${name}` });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('Hunting register');
  // One column at 360 px: the section fits the screen's width.
  const box = (await documents.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const file = await page.request.get((await listed.getAttribute('href'))!);
  expect(file.status()).toBe(200);
});
