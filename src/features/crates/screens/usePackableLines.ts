import type { WorkbenchPage, WorkbenchRow } from '../../orders/workbench';
import { WORKBENCH_PAGE_MAX } from '../../orders/workbench';
import { API_PREFIX } from '../../../shared/apiPaths';
import { useApiRead } from '../../../client/common/useApiRead';

const at = (stage: 'readyForExport' | 'crated') =>
  `${API_PREFIX}/orders/workbench?stage=${stage}&limit=${WORKBENCH_PAGE_MAX}`;

/**
 * docs/crates-and-shipments.md#in-the-console: the lines a crate may hold, from the workbench's
 * lists: those ready for export (longest waiting first), and the crated ones the crate holds now.
 * Null while they load.
 * @example const lines = usePackableLines(record?.orderLineIds ?? []);
 */
export function usePackableLines(held: readonly string[]): WorkbenchRow[] | null {
  const ready = useApiRead<WorkbenchPage>(at('readyForExport'));
  const crated = useApiRead<WorkbenchPage>(at('crated'));
  if (!ready.data || !crated.data) return null;
  return [...crated.data.rows.filter((row) => held.includes(row.lineId)), ...ready.data.rows];
}
