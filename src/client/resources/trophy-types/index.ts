import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { consoleResource } from '../engine/consoleResource';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('trophy-types'), {
  icon: EmojiEventsIcon,
});
