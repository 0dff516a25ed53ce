import type { Crate } from '../definition';
import type { WorkbenchPage } from '../../orders/workbench';
import { WORKBENCH_PAGE_MAX } from '../../orders/workbench';
import { API_PREFIX } from '../../../shared/apiPaths';
import { useApiRead } from '../../../client/common/useApiRead';
import type { LabelledLine } from './lineLabel';

/**
 * docs/crates-and-shipments.md#in-the-console: the lines a crate may hold: those it holds (as the
 * crate was read), then those ready for export, longest waiting first (the workbench's list).
 * Null while they load.
 * @example const lines = usePackableLines(record);
 */
export function usePackableLines(crate: Crate | undefined): LabelledLine[] | null {
  const ready = useApiRead<WorkbenchPage>(
    `${API_PREFIX}/orders/workbench?stage=readyForExport&limit=${WORKBENCH_PAGE_MAX}`,
  );
  if (!ready.data) return null;
  const held = (crate?.packedLines ?? []).map((line) => ({
    ...line,
    clientName: crate!.clientName,
  }));
  return [
    ...held,
    ...ready.data.rows.filter((row) => !held.some((one) => one.lineId === row.lineId)),
  ];
}
