import { farms } from '../definition';
import { EngineEdit } from '../../../engine/screens/EngineForm';
import { EngineShow } from '../../../engine/screens/EngineShow';
import { FarmIrs } from './FarmIrs';

// docs/instruction-registers.md#farms: the generated farm screens with the farm's IRs beside them.

/** `/instruction-registers/farms/{id}`: staff edit the farm and see its IRs. */
export const FarmEdit = () => <EngineEdit definition={farms} aside={<FarmIrs />} />;

/** `/instruction-registers/farms/{id}/show`: a collector reads the farm and its IRs. */
export const FarmShow = () => <EngineShow definition={farms} aside={<FarmIrs />} />;
