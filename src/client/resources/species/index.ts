import PetsIcon from '@mui/icons-material/Pets';
import { consoleResource } from '../engine/consoleResource';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('species'), {
  icon: PetsIcon,
});
