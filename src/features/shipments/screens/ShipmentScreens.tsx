import { shipments } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { EngineEdit } from '../../../engine/screens/EngineForm';
import { EngineShow } from '../../../engine/screens/EngineShow';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { FreightPackAside } from './FreightPackAside';

// docs/crates-and-shipments.md#in-the-console: the generated shipment screens, the freight agent's
// pack beside an open shipment for staff (the roles that may change it: the pack's calls are theirs).

/** `/shipments/{id}`: staff edit a shipment and send its pack. */
export const ShipmentEdit = () => (
  <EngineEdit definition={shipments} aside={<FreightPackAside />} />
);

/** `/shipments/{id}/show`: its readers read it; staff have the pack beside it. */
export function ShipmentShow() {
  const staff = isStaffManager(useMyRoles());
  return <EngineShow definition={shipments} aside={staff ? <FreightPackAside /> : undefined} />;
}
