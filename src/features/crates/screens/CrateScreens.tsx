import { crates } from '../definition';
import { EngineCreate, EngineEdit } from '../../../engine/screens/EngineForm';
import { EngineShow } from '../../../engine/screens/EngineShow';
import { CrateAside } from './CrateAside';
import { PackedLinesInput } from './PackedLinesInput';

// docs/crates-and-shipments.md#in-the-console: the generated crate screens, the lines picked from
// those ready for export, the packing list beside the crate.

/** `/crates/create`: staff pack a new crate. */
export const CrateCreate = () => (
  <EngineCreate definition={crates}>
    <PackedLinesInput />
  </EngineCreate>
);

/** `/crates/{id}`: staff change what a crate holds, its sizes and shipment. */
export const CrateEdit = () => (
  <EngineEdit definition={crates} aside={<CrateAside />}>
    <PackedLinesInput />
  </EngineEdit>
);

/** `/crates/{id}/show`: the crate's readers read it and its packing list. */
export const CrateShow = () => <EngineShow definition={crates} aside={<CrateAside />} />;
