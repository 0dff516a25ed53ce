import type { Values } from '../../engine/resourceStore';

/**
 * Every file an IR body or record holds: its two signatures and its lines' photos
 * (docs/instruction-registers.md#photos-and-signatures).
 * @example irFileIds(record) // ['3f0c…', …]
 */
export function irFileIds(ir: Values | null): string[] {
  if (!ir) return [];
  const lines = (ir.lines ?? []) as { photoFileIds?: string[] }[];
  return [
    ir.hunterSignatureFileId as string | null,
    ir.collectorSignatureFileId as string | null,
    ...lines.flatMap((line) => line.photoFileIds ?? []),
  ].filter((id): id is string => typeof id === 'string');
}
