import AgricultureIcon from '@mui/icons-material/Agriculture';
import { consoleResource } from '../engine/consoleResource';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('farms'), {
  icon: AgricultureIcon,
});
