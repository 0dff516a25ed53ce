import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { users } from '../../../../resources/users';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(users, {
  icon: ManageAccountsIcon,
});
