import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './everyCall';

describe('nestedDeeperThan', () => {
  it('counts arrays and objects alike, and scalars as no level', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan([], 1)).toBe(false);
    expect(nestedDeeperThan([{ a: [1] }], 3)).toBe(false);
    expect(nestedDeeperThan([{ a: [1] }], 2)).toBe(true);
  });

  it('finds the deep branch beside shallow ones', () => {
    expect(nestedDeeperThan({ a: 1, b: [2], c: { d: [[3]] } }, 3)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(nestedDeeperThan(deep)).toBe(true);
  });
});
