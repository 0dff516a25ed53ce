import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../screens/lazyScreen';
import { consoleResource } from '../engine/consoleResource';
import { resourceScreens } from '../engine/resourceScreens';

const ClientLink = lazyScreen(() => import('./ClientLink'), 'ClientLink');

/** docs/guards.md#routes-with-the-shell: clients/link, beside the clients' screens. */
export const childRoutes = { link: ClientLink };

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('clients'), {
  icon: PeopleIcon,
  list: lazyScreen(() => import('./ClientList'), 'ClientList'),
});
