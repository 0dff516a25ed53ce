import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(
  consoleResource('production-steps'),
  { icon: FormatListNumberedIcon },
);
