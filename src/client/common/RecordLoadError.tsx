import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useContext } from 'react';
import {
  EditContext,
  ShowContext,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import manifest from 'virtual:console-manifest';
import { consoleResourceOf } from '../../engine/consoleManifest';
import { paths } from '../../shared/paths';
import { isApiError } from '../data/http/apiError';
import { DeadEnd } from '../shell/pages/DeadEnd';

// docs/guards.md#records-not-found: the server answers 404 for a record the user may not know
// exists as for one that does not; 400 and 403 leave nothing to show either.
const NOT_FOUND = new Set<unknown>([400, 403, 404]);

/** The name of the route's resource for one record or its list, "record" for no known resource. */
function useResourceName(route: string) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const known = consoleResourceOf(manifest, route) !== undefined;
  return (count: 1 | 2) =>
    known ? getResourceLabel(route, count) : translate('portal.common.recordLoadError.record');
}

/** The way back from a record: its list (home for orders), or home where the user has no list. */
function WayBack({ route }: { route: string }) {
  const resource = consoleResourceOf(manifest, route);
  const { hasList } = useResourceDefinition({ resource: route });
  const { canAccess = false } = useCanAccess({ resource: route, action: 'list' });
  const createPath = useCreatePath();
  const translate = useTranslate();
  const resourceName = useResourceName(route);
  const backToList = translate('portal.common.recordLoadError.backTo', { list: resourceName(2) });
  const way = resource?.listAtHome
    ? { to: paths.home, label: backToList }
    : resource && hasList && canAccess
      ? { to: createPath({ resource: route, type: 'list' }), label: backToList }
      : { to: paths.home, label: translate('portal.errors.goHome') };
  return (
    <Button component={Link} to={way.to} variant="contained">
      {way.label}
    </Button>
  );
}

/**
 * What an edit or show screen shows, inside the shell, when its record did not load: not found with
 * the way back to its list, or the failure with a retry. Every record screen gets it from the
 * console's theme (src/client/shell/console/recordScreens.tsx).
 */
export function RecordLoadError() {
  const edit = useContext(EditContext);
  const show = useContext(ShowContext);
  const { error, refetch } = edit ?? show ?? {};
  const route = useResourceContext() ?? '';
  const translate = useTranslate();
  const resourceName = useResourceName(route);
  const name = resourceName(1).toLowerCase();
  if (isApiError(error) && NOT_FOUND.has(error.status)) {
    return (
      <DeadEnd message={translate('portal.common.recordLoadError.notFound', { name })}>
        <WayBack route={route} />
      </DeadEnd>
    );
  }
  const why = error instanceof Error ? ` ${error.message}` : '';
  return (
    <DeadEnd message={translate('portal.common.recordLoadError.failed', { name, why })}>
      <Stack direction="row" spacing={1} justifyContent="center">
        {refetch && (
          <Button onClick={() => void refetch()}>
            {translate('portal.common.recordLoadError.tryAgain')}
          </Button>
        )}
        <WayBack route={route} />
      </Stack>
    </DeadEnd>
  );
}
