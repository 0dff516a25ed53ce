import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { activePricelist } from '../instructionRegisters/irSupport';

// docs/api.md#child-rows: a pricelist's edit keeps the items it names by id, and one price per
// species and trophy type holds for the pricelist as saved, not row by row while it is written.
type Item = { id: string; speciesId: string; trophyTypeId: string; priceMinor: number | null };
let test: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin@example.com');
});
afterAll(() => test.close());

const read = async (id: string) =>
  (await test.app.inject({ url: `/api/pricelists/${id}`, headers: admin })).json();
const save = (id: string, body: object) =>
  test.app.inject({ method: 'PUT', url: `/api/pricelists/${id}`, headers: admin, payload: body });

describe("a pricelist's items across an edit", () => {
  it('swaps the species and trophy types of two items, each keeping its id', async () => {
    const { id } = await activePricelist(test.app, admin);
    const pricelist = await read(id);
    const [first, second, ...rest] = pricelist.items as Item[];
    const swapped = [
      { ...first!, speciesId: second!.speciesId, trophyTypeId: second!.trophyTypeId },
      { ...second!, speciesId: first!.speciesId, trophyTypeId: first!.trophyTypeId },
      ...rest,
    ];
    const saved = await save(id, { ...pricelist, items: swapped });
    expect(saved.statusCode, saved.body).toBe(200);
    const items = (await read(id)).items as Item[];
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: first!.id,
        speciesId: second!.speciesId,
        priceMinor: first!.priceMinor,
      }),
      expect.objectContaining({
        id: second!.id,
        speciesId: first!.speciesId,
        priceMinor: second!.priceMinor,
      }),
    ]);
  });

  it('still refuses two items for one species and trophy type, and changes nothing', async () => {
    const { id } = await activePricelist(test.app, admin);
    const pricelist = await read(id);
    const [first, second, ...rest] = pricelist.items as Item[];
    const twice = [
      first!,
      { ...second!, speciesId: first!.speciesId, trophyTypeId: first!.trophyTypeId },
      ...rest,
    ];
    const saved = await save(id, { ...pricelist, items: twice });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual({
      'items.1.trophyTypeId': 'This species and trophy type already have a price in this list',
    });
    expect((await read(id)).items).toEqual(pricelist.items);
  });
});
