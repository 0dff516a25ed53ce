// docs/tls-export.md#manifest: what the zip holds, so TLS can check every file it reads.

/** Raised only with a change TLS must learn to read; docs/tls-export.md#format-version. */
export const FORMAT_VERSION = 1;

export interface BatchFacts {
  id: string;
  number: number;
  createdAt: Date;
  reexportReason: string | null;
}

export interface WrittenFile {
  name: string;
  size: number;
  sha256: string;
}

/**
 * The manifest's JSON text: fixed key order and layout, so the same batch always gives the same bytes.
 * @example batchManifest(batch, { orders: 2, lines: 5 }, [ordersJson, linesCsv])
 */
export function batchManifest(
  batch: BatchFacts,
  counts: { orders: number; lines: number },
  files: readonly WrittenFile[],
): string {
  const manifest = {
    formatVersion: FORMAT_VERSION,
    batch: {
      id: batch.id,
      number: batch.number,
      createdAt: batch.createdAt.toISOString(),
      reexportReason: batch.reexportReason,
    },
    counts: { orders: counts.orders, lines: counts.lines },
    files: files.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
