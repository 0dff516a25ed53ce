import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls } from './irSupport';

// docs/instruction-registers.md#the-list: `q` finds the text anywhere in the hunter's name, the
// passport number or the notes, in any case, taken literally; read on a trigram index, it must find
// what a scan of every IR finds, short texts (no trigram) included.

const ctx = useTestApp();
let ir: ReturnType<typeof irCalls>;
let staff: Record<string, string>;
const made: Record<string, string> = {};

async function found(q: string): Promise<string[]> {
  const search = new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,999]' });
  const answer = await ir.call('GET', `?${search}`, staff);
  expect(answer.statusCode, answer.body).toBe(200);
  const ids = (answer.json() as { id: string }[]).map((row) => row.id);
  return Object.keys(made).filter((name) => ids.includes(made[name]!));
}

beforeAll(async () => {
  ir = irCalls(ctx.test.app);
  staff = await signIn(ctx.test.app, DEMO_EMAIL_OF.customerLiaison);
  const bodies = {
    name: { hunterName: 'Quirinus Wexford-Qy' },
    passport: { hunterPassportNumber: 'QX-77_123' },
    notes: { notes: 'Left horn 52% chipped, qyz' },
  };
  for (const [name, body] of Object.entries(bodies)) made[name] = (await ir.create(staff, body)).id;
});

describe('searching the IR list', () => {
  it.each([
    ['wexford', ['name']],
    ['QUIRINUS WEX', ['name']],
    ['x-77_12', ['passport']],
    ['x-77%12', []],
    ['52% chip', ['notes']],
    ['52_', []],
    ['qy', ['name', 'notes']],
    ['Q', ['name', 'passport', 'notes']],
    ['no such hunter anywhere', []],
  ])('finds %j in %j', async (q, names) => {
    expect(await found(q)).toEqual(names);
  });
});
