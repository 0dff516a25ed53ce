import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/settings.md#demo-data: the demo IRs were made one after another, as a collector makes them,
// so the list's default sort (newest first) reads them in number order, newest on top.

const ctx = useTestApp();

describe('the demo IRs in the list', () => {
  it('come newest first, in number order, by the default sort', async () => {
    const { app } = ctx.test;
    const admin = await signIn(app, 'admin@example.com');
    const listed: { number: string }[] = (
      await app.inject({ url: '/api/instruction-registers', headers: admin })
    ).json();
    const numbers = listed.map((ir) => ir.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(numbers.length).toBeGreaterThanOrEqual(6);
  });
});
