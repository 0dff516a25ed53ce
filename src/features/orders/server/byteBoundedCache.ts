/**
 * A least-recently-used map of byte buffers whose total size stays under a bound, so a burst of large
 * PDFs cannot grow the process's memory without limit (docs/quote-pdf.md#cache).
 * @example const cache = byteBoundedCache(32 * 1024 * 1024); cache.set(key, bytes); cache.get(key);
 */
export function byteBoundedCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get(key: string): Buffer | undefined {
      const bytes = entries.get(key);
      if (bytes) {
        // Map keeps insertion order: re-inserting marks the entry most recently used.
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key: string, bytes: Buffer): void {
      if (bytes.length > maxBytes || entries.has(key)) return;
      entries.set(key, bytes);
      total += bytes.length;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.length;
      }
    },
    get bytes() {
      return total;
    },
  };
}
