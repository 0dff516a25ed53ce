import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Crate } from '../definition';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { AIR_FREIGHT_DIVISOR_CM3_PER_KG } from '../volumetricWeight';
import { API_PREFIX } from '../../../shared/apiPaths';
import { PdfLinkButton } from '../../../client/common/PdfLinkButton';

/**
 * docs/crates-and-shipments.md#in-the-console: beside a crate, what the server works out (its
 * number, volumetric weight and the lines it holds) and its packing list as a PDF.
 * @example <EngineShow definition={crates} aside={<CrateAside />} />
 */
export function CrateAside() {
  const translate = useTranslate();
  const crate = useRecordContext<Crate>();
  if (!crate) return null;
  const number = crate.reference;
  return (
    <Box component="aside" sx={{ p: 2, minWidth: 260, maxWidth: { md: 360 } }}>
      <Typography component="h2" variant="h6">
        {number}
      </Typography>
      <Typography variant="body2">
        {translate('resources.crates.volumetric', {
          weight: crate.volumetricWeightKg,
          divisor: AIR_FREIGHT_DIVISOR_CM3_PER_KG,
        })}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.crates.fields.packedLines')}
      </Typography>
      {crate.packedLines.length === 0 ? (
        <Typography variant="body2">{translate('resources.crates.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {crate.packedLines.map((line) => (
            <Typography component="li" variant="body2" key={line.lineId}>
              {`${formatOrderNumber(line.orderNumber)} #${line.lineNumber} ${line.species}, ${line.trophyType}`}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <PdfLinkButton
          href={`${API_PREFIX}/crates/${crate.id}/packing-list.pdf`}
          fileName={`packing-list-${number}`}
          label="resources.crates.packingList"
          making="resources.crates.packingListMaking"
          failed="resources.crates.packingListFailed"
        />
      </Box>
    </Box>
  );
}
