import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELEASE } from './release';

describe('release label', () => {
  it('is 0.3.0, and package.json carries the same version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(RELEASE).toBe('0.3.0');
    expect(pkg.version).toBe(RELEASE);
  });
});
