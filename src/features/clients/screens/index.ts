import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

const ClientLink = lazyScreen(() => import('./ClientLink'), 'ClientLink');

/** docs/guards.md#routes-with-the-shell: clients/link, beside the clients' screens. */
export const childRoutes = { link: ClientLink };

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('clients'), {
  icon: PeopleIcon,
  list: lazyScreen(() => import('./ClientList'), 'ClientList'),
  edit: lazyScreen(() => import('./ClientEdit'), 'ClientEdit'),
});
