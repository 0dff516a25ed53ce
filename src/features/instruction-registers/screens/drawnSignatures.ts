import { createContext, useContext, useMemo, useRef, useState } from 'react';

/** Uploads what a pad holds and answers its file id; null when there was nothing to keep. */
type KeepDrawn = () => Promise<string | null>;

export interface DrawnSignatures {
  /** The pad of `source` holds strokes not kept yet (`keep` keeps them), or none (`null`). */
  set(source: string, keep: KeepDrawn | null): void;
  /** A pad holds strokes: Save has something to keep even when no field changed. */
  drawing: boolean;
  /** The editor's transform: the body with each drawn signature kept first. */
  keepAll(data: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export const DrawnSignaturesContext = createContext<DrawnSignatures | null>(null);

/**
 * docs/instruction-registers.md#photos-and-signatures: Save keeps what is drawn on the signature
 * pads, as "Keep signature" would; an empty pad changes nothing.
 * @example const signatures = useDrawnSignatures(); <Edit transform={signatures.keepAll}>
 */
export function useDrawnSignatures(): DrawnSignatures {
  const pads = useRef(new Map<string, KeepDrawn>());
  const [drawing, setDrawing] = useState(false);
  return useMemo(
    () => ({
      drawing,
      set(source, keep) {
        if (keep) pads.current.set(source, keep);
        else pads.current.delete(source);
        setDrawing(pads.current.size > 0);
      },
      async keepAll(data) {
        const kept = { ...data };
        for (const [source, keep] of [...pads.current]) {
          const id = await keep();
          if (id) kept[source] = id;
        }
        return kept;
      },
    }),
    [drawing],
  );
}

/** The editor's pads, where there is an editor around the signature input. */
export const useDrawnSignaturesContext = () => useContext(DrawnSignaturesContext);
