import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { consoleResource } from '../engine/consoleResource';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(consoleResource('pricelists'), {
  icon: RequestQuoteIcon,
});
