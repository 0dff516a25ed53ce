import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { pricelists } from '../../../../resources/pricelists';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(pricelists, {
  icon: RequestQuoteIcon,
});
