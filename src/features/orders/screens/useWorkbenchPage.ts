import { useCallback, useEffect, useState } from 'react';
import type { LineStageBody } from '../lineMoves';
import type { WorkbenchPage } from '../workbench';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';

/** Lines a workbench page shows. */
export const WORKBENCH_PAGE_SIZE = 25;

/**
 * docs/line-stages.md#the-workbench: one page of the lines at a place, read again by `reload`
 * (after a move); null while it loads.
 * @example const { page, error, reload } = useWorkbenchPage({ stage: 'crated', productionStepId: null }, 0);
 */
export function useWorkbenchPage({ stage, productionStepId }: LineStageBody, offset: number) {
  const { http } = usePortalServices();
  const [page, setPage] = useState<WorkbenchPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams({
    stage,
    ...(productionStepId && { productionStepId }),
    offset: String(offset),
    limit: String(WORKBENCH_PAGE_SIZE),
  }).toString();
  const reload = useCallback(() => {
    http.get<WorkbenchPage>(`${API_PREFIX}/orders/workbench?${query}`).then(
      (answer) => {
        setPage(answer);
        setError(null);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [http, query]);
  useEffect(reload, [reload]);
  return { page, error, reload, http };
}
