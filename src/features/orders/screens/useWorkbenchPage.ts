import type { LineStageBody } from '../lineMoves';
import type { WorkbenchPage } from '../workbench';
import { API_PREFIX } from '../../../shared/apiPaths';
import { useApiRead } from '../../../client/common/useApiRead';

/** Lines a workbench page shows. */
export const WORKBENCH_PAGE_SIZE = 25;

/**
 * docs/line-stages.md#the-workbench: one page of the lines at a place, read again by `reload`
 * (after a move); `data` null while it loads.
 * @example const { data, error, reload } = useWorkbenchPage({ stage: 'crated', productionStepId: null }, 0);
 */
export function useWorkbenchPage({ stage, productionStepId }: LineStageBody, offset: number) {
  const query = new URLSearchParams({
    stage,
    ...(productionStepId && { productionStepId }),
    offset: String(offset),
    limit: String(WORKBENCH_PAGE_SIZE),
  });
  return useApiRead<WorkbenchPage>(`${API_PREFIX}/orders/workbench?${query.toString()}`);
}
