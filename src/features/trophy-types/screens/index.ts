import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('trophy-types'), {
  icon: EmojiEventsIcon,
});
