import DescriptionIcon from '@mui/icons-material/Description';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/documents.md "Screens": the list with its filters, a document's page with its preview, and
// an upload of several files at once; editing a document's details is the generated form.
export const { list, edit, create, show, icon } = resourceScreens(consoleResource('documents'), {
  icon: DescriptionIcon,
  list: lazyScreen(() => import('./DocumentList'), 'DocumentList'),
  show: lazyScreen(() => import('./DocumentShow'), 'DocumentShow'),
  create: lazyScreen(() => import('./DocumentUpload'), 'DocumentUpload'),
});
