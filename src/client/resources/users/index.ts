import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { consoleResource } from '../engine/consoleResource';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('users'), {
  icon: ManageAccountsIcon,
});
