import Typography from '@mui/material/Typography';
import { Link, useGetOne, useTranslate } from 'react-admin';
import { formatIrNumber } from '../../instruction-registers/irStatuses';
import '../../../client/i18n/late/orders';

/**
 * The IR a quote was made from (docs/instruction-registers.md#from-register-to-quote), by its
 * number once read; those who may not read it see no link.
 */
export function OrderIrLink({ irId }: { irId: string }) {
  const translate = useTranslate();
  const { data: ir, error } = useGetOne<{ id: string; number: number }>('instruction-registers', {
    id: irId,
  });
  if (error) return null;
  return (
    <Typography>
      {translate('portal.orders.workflow.from')}{' '}
      <Link to={`/instruction-registers/${irId}`}>
        {ir ? formatIrNumber(ir.number) : translate('portal.orders.workflow.itsIr')}
      </Link>
    </Typography>
  );
}
