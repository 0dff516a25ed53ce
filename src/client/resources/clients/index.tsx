import PeopleIcon from '@mui/icons-material/People';
import { clients } from '../../../../resources/clients';
import { resourceScreens } from '../engine/resourceScreens';
import { ClientList } from './ClientList';

export { ClientLink } from './ClientLink';

export const { list, edit, create, show, icon } = resourceScreens(clients, {
  icon: PeopleIcon,
  list: ClientList,
});
