import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/instruction-registers.md: phone-first screens for collectors (list as cards, a header-only
// create, an editor with lines, photos, signatures and the workflow); readers get the generated show;
// both carry the IR's documents.
// Each loads on demand, off every other screen's first load (bench/bundle).
export const { list, edit, create, show, icon } = resourceScreens(
  consoleResource('instruction-registers'),
  {
    icon: AssignmentIcon,
    list: lazyScreen(() => import('./IrList'), 'IrList'),
    create: lazyScreen(() => import('./IrCreate'), 'IrCreate'),
    edit: lazyScreen(() => import('./IrEdit'), 'IrEdit'),
    show: lazyScreen(() => import('./IrShow'), 'IrShow'),
  },
);
