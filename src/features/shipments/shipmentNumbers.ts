/** docs/crates-and-shipments.md#shipments: a shipment's number as people read it, S-000123. */
export const formatShipmentNumber = (number: number) => `S-${String(number).padStart(6, '0')}`;
