import { describe, expect, it } from 'vitest';
import type { Message, UnreadAnswer } from '../../../src/features/messages/definition';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/messages.md: the demo's conversations, as each demo account finds them.
const ctx = useTestApp();

const read = async <T>(email: string, url: string): Promise<T> =>
  (await ctx.test.app.inject({ url, headers: await signIn(ctx.test.app, email) })).json();
const all = (email: string) => read<Message[]>(email, '/api/messages?range=[0,499]');

describe('the demo conversations', () => {
  it("are on the demo client's orders, with a staff internal note only staff read", async () => {
    const staff = await all('liaison@example.com');
    const orders = new Set(staff.map((message) => message.orderId));
    expect(orders.size).toBeGreaterThan(0);
    expect(staff.filter((message) => message.internal)).toHaveLength(orders.size);
    const client = await all('client@example.com');
    expect(client.length).toBe(staff.length - orders.size);
    expect(client.some((message) => message.internal)).toBe(false);
  });

  it('the demo outfitter reads their client’s threads, their own word among them', async () => {
    const outfitter = await all('outfitter@example.com');
    expect(outfitter.map((message) => message.authorName)).toEqual(
      expect.arrayContaining(['Clara Client', 'Otto Outfitter']),
    );
  });

  it('wait unread on both sides', async () => {
    const unread = (email: string) => read<UnreadAnswer>(email, '/api/messages/unread');
    expect((await unread('client@example.com')).total).toBeGreaterThan(0);
    expect((await unread('liaison@example.com')).total).toBeGreaterThan(0);
  });
});
