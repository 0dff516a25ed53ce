import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Link,
  useCanAccess,
  useGetList,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { InstructionRegister, irQuoteAnswerSchema } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import { routeOf } from '../../../engine/screens/dataProvider';
import { formatOrderNumber } from '../../orders/orderStatuses';

type QuoteAnswer = z.infer<typeof irQuoteAnswerSchema>;

/**
 * The quote from a Received IR, with a pricelist picker; once made, the liaison goes on to price it
 * (docs/instruction-registers.md#from-register-to-quote).
 */
export function CreateQuote({ ir }: { ir: InstructionRegister }) {
  // Staff's call at the studio, online: its answer `{ orderId, number }` is no record for the data provider.
  const { http } = usePortalServices();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { data: pricelists = [] } = useGetList(routeOf('pricelists'), {
    filter: { active: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [pricelistId, setPricelistId] = useState('');
  const quote = async () => {
    try {
      const made = await http.post<QuoteAnswer>(
        `${API_PREFIX}/instruction-registers/${ir.id}/quote`,
        { pricelistId },
      );
      notify('portal.instructionRegisters.workflow.quoteMade', {
        type: 'success',
        messageArgs: { number: formatOrderNumber(made.number) },
      });
      redirect('edit', routeOf('orders'), made.orderId);
    } catch (error) {
      notify((error as Error).message || 'portal.instructionRegisters.workflow.noQuote', {
        type: 'error',
      });
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        select
        label={translate('portal.instructionRegisters.workflow.pricelist')}
        value={pricelistId}
        onChange={(e) => setPricelistId(e.target.value)}
      >
        {pricelists.map((pricelist) => (
          <MenuItem key={pricelist.id} value={pricelist.id}>
            {pricelist.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="large" variant="contained" disabled={!pricelistId} onClick={() => void quote()}>
        {translate('portal.instructionRegisters.workflow.createQuote')}
      </Button>
    </Stack>
  );
}

/** The IR's quote by its number, for those who may open orders (a collector may not). */
export function IrQuoteLink({ orderId }: { orderId: string }) {
  const translate = useTranslate();
  const orders = routeOf('orders');
  const { canAccess = false } = useCanAccess({ resource: orders, action: 'edit' });
  const { data: order } = useGetOne(orders, { id: orderId }, { enabled: canAccess });
  if (!canAccess) return null;
  return (
    <Typography>
      <Link to={`/${orders}/${orderId}`}>
        {order
          ? translate('portal.instructionRegisters.workflow.openQuote', {
              number: formatOrderNumber(order.number),
            })
          : translate('portal.instructionRegisters.workflow.openTheQuote')}
      </Link>
    </Typography>
  );
}
