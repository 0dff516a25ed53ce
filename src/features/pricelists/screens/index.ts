import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('pricelists'), {
  icon: RequestQuoteIcon,
});
