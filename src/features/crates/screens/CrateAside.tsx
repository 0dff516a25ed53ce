import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Crate } from '../definition';
import { formatCrateNumber } from '../crateNumbers';
import { AIR_FREIGHT_DIVISOR_CM3_PER_KG } from '../volumetricWeight';
import { API_PREFIX } from '../../../shared/apiPaths';
import { PdfLinkButton } from '../../../client/common/PdfLinkButton';

/**
 * docs/crates-and-shipments.md#in-the-console: beside a crate, what the server works out (its
 * number, volumetric weight and contents) and its packing list as a PDF.
 * @example <EngineShow definition={crates} aside={<CrateAside />} />
 */
export function CrateAside() {
  const translate = useTranslate();
  const crate = useRecordContext<Crate>();
  if (!crate) return null;
  const number = formatCrateNumber(crate.number);
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
        {translate('resources.crates.fields.contents')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {crate.contents || translate('resources.crates.empty')}
      </Typography>
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
