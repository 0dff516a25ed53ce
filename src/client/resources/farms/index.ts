import AgricultureIcon from '@mui/icons-material/Agriculture';
import { farms } from '../../../../resources/farms';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(farms, { icon: AgricultureIcon });
