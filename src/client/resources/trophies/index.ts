import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { trophyTypes } from '../../../../resources/trophyTypes';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(trophyTypes, {
  icon: EmojiEventsIcon,
});
