import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  Pagination,
  ReferenceManyField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useRecordLink } from '../../../engine/screens/useRecordLink';
import { irNumberColumn, irStatusColumn } from '../../instruction-registers/screens/public';
import '../../../client/i18n/late/farms';
import { DateText } from '../../../client/common/DateText';

/**
 * docs/instruction-registers.md#farms: the IRs with this farm, newest first, each opening its IR;
 * through the IR list's `farmId` filter, so each reader sees only the IRs their role may list.
 */
export function FarmIrs() {
  const open = useRecordLink('instruction-registers');
  const farm = useRecordContext();
  const translate = useTranslate();
  // A farm that did not load shows its not-found screen alone (docs/guards.md#records-not-found).
  if (!farm) return null;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: { md: 420 } }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('portal.farms.irs')}
        </Typography>
        <ReferenceManyField
          reference="instruction-registers"
          target="farmId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[]} />}
          empty={<Typography>{translate('portal.farms.noIrs')}</Typography>}
        >
          <Datagrid rowClick={open} bulkActionButtons={false}>
            {irNumberColumn()}
            {irStatusColumn()}
            <TextField
              source="hunterName"
              label="portal.instructionRegisters.list.hunter"
              sortable={false}
            />
            <DateText
              source="collectedAt"
              label="portal.instructionRegisters.list.collected"
              sortable={false}
            />
          </Datagrid>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
