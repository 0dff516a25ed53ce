import type { IrStatus } from '../irStatuses';
import type { IrState } from '../../../shared/irWorkflow';
import type { StoredRecord } from '../../../engine/server/resourceStore';

/** What the workflow looks at, from an IR as the engine reads it. */
export const irState = (ir: StoredRecord): IrState => ({
  status: ir.status as IrStatus,
  lineCount: (ir.lines as unknown[]).length,
  hunterSignatureFileId: ir.hunterSignatureFileId as string | null,
  collectorSignatureFileId: ir.collectorSignatureFileId as string | null,
});
