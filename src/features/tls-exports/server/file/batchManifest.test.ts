import { describe, expect, it } from 'vitest';
import { batchManifest, FORMAT_VERSION } from './batchManifest';

const batch = {
  id: '2b1f6a1e-8f57-4f0a-9f3e-0d3c7c1d2e11',
  number: 7,
  createdAt: new Date('2026-03-31T08:15:00.000Z'),
  reexportReason: null,
};
const files = [
  { name: 'orders.json', size: 120, sha256: 'a'.repeat(64) },
  { name: 'order_lines.csv', size: 80, sha256: 'b'.repeat(64) },
];

describe('manifest.json', () => {
  it('names the format version, the batch, its counts and every other file with its sha256', () => {
    expect(JSON.parse(batchManifest(batch, { orders: 2, lines: 5 }, files))).toEqual({
      formatVersion: FORMAT_VERSION,
      batch: {
        id: batch.id,
        number: 7,
        createdAt: '2026-03-31T08:15:00.000Z',
        reexportReason: null,
      },
      counts: { orders: 2, lines: 5 },
      files,
    });
  });

  it('is the same text for the same batch, whatever order the facts were given in', () => {
    const shuffled = { reexportReason: null, createdAt: batch.createdAt, number: 7, id: batch.id };
    expect(batchManifest(shuffled, { lines: 5, orders: 2 }, files)).toBe(
      batchManifest(batch, { orders: 2, lines: 5 }, files),
    );
  });
});
