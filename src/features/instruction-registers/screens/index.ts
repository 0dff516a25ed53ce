import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyRecordScreen } from '../../../client/shell/screens/lazyRecordScreen';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/instruction-registers.md: phone-first screens for collectors (list as cards, a header-only
// create, an editor with lines, photos, signatures and the workflow); readers get the generated show;
// both carry the IR's documents.
// Each loads on demand, off every other screen's first load (bench/bundle); the edit and show ask for
// their IR while their code loads (docs/guards.md#loading-screens).
export const { list, edit, create, show, icon } = resourceScreens(
  consoleResource('instruction-registers'),
  {
    icon: AssignmentIcon,
    list: lazyScreen(() => import('./IrList'), 'IrList'),
    create: lazyScreen(() => import('./IrCreate'), 'IrCreate'),
    edit: lazyRecordScreen(() => import('./IrEdit'), 'IrEdit'),
    show: lazyRecordScreen(() => import('./IrShow'), 'IrShow'),
  },
);
