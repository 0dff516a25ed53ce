import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/guards.md#access-denied: a screen the user's roles may not open shows one access-denied
// screen inside the shell, and nothing of the screen: no refusal of its calls, no toast.
const CASES = [
  ['outfitter@example.com', '/admin/export-to-tls'],
  ['ph@example.com', '/admin/users'],
] as const;

for (const [email, path] of CASES) {
  test(`${email} at ${path} sees one access-denied screen in the shell, nothing else`, async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() === 403) refused.push(answer.url());
    });
    await signIn(page, email);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You may not open this page.' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Trophy Portal' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText('You are not allowed to do this')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(refused).toEqual([]);
  });
}
