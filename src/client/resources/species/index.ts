import PetsIcon from '@mui/icons-material/Pets';
import { species } from '../../../../resources/species';
import { resourceScreens } from '../engine/resourceScreens';

export const { list, edit, create, show, icon } = resourceScreens(species, { icon: PetsIcon });
