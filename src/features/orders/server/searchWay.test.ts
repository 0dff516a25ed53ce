import { describe, expect, it } from 'vitest';
import { walkIsShorter } from './searchWay';

describe('walkIsShorter', () => {
  it('walks for a broad share of few clients, and reads a rare name client by client', () => {
    // docs/orders-list.md#reading-a-name: "smi" at 100k orders, "Botha N12" at 1M, pages of 26 rows.
    expect(walkIsShorter(833, 5_000, 26)).toBe(true);
    expect(walkIsShorter(186, 50_000, 26)).toBe(false);
  });

  it('weighs the rows a walk reads, limit × clients / matched, against a probe a client', () => {
    expect(walkIsShorter(100, 384, 26)).toBe(true);
    expect(walkIsShorter(100, 385, 26)).toBe(false);
  });
});
