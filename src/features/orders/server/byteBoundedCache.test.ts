import { describe, expect, it } from 'vitest';
import { byteBoundedCache } from './byteBoundedCache';

const bytes = (size: number) => Buffer.alloc(size);

describe('byteBoundedCache (docs/quote-pdf.md#cache)', () => {
  it('drops the least recently used entries once over its bound', () => {
    const cache = byteBoundedCache(10);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    cache.get('a');
    cache.set('c', bytes(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(8);
  });

  it('keeps nothing larger than the bound', () => {
    const cache = byteBoundedCache(10);
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
