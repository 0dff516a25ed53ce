import PetsIcon from '@mui/icons-material/Pets';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('species'), {
  icon: PetsIcon,
});
