import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('users'), {
  icon: ManageAccountsIcon,
});
