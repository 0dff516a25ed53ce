import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LineCrate } from '../lineCrate';
import { formatCrateNumber } from '../crateNumbers';
import { useDateText } from '../../../client/common/useDateText';

/**
 * docs/crates-and-shipments.md#on-the-order: under a line's stepper, the crate it is packed in
 * and, once the crate has a shipment, its air waybill and when it went: "Crate C-000007 · Air
 * waybill 083-12345675, shipped 21 November 2026". Nothing for a line not packed.
 * @example <LineCrateCaption crate={line.crate} />
 */
export function LineCrateCaption({ crate }: { crate: LineCrate | null }) {
  const translate = useTranslate();
  const day = useDateText();
  if (!crate) return null;
  const parts = [
    translate('resources.crates.onOrder', { crate: formatCrateNumber(crate.crateNumber) }),
  ];
  const { shipment } = crate;
  if (shipment?.airWaybill) {
    const when = shipment.shippedOn
      ? translate('resources.crates.shippedOn', { date: day(shipment.shippedOn) })
      : shipment.handedOverOn
        ? translate('resources.crates.handedOverOn', { date: day(shipment.handedOverOn) })
        : '';
    const waybill = translate('resources.crates.waybill', { waybill: shipment.airWaybill });
    parts.push(when ? `${waybill}, ${when}` : waybill);
  }
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Typography>
  );
}
