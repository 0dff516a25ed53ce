import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { SimpleForm, useRecordContext } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { orderCreateBodySchema, orderUpdateBodySchema, type Order } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { OrderHeaderInputs } from './OrderHeaderInputs';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotalsSummary } from './OrderTotalsSummary';
import { StudioVatDefault } from './StudioVatDefault';
import '../../../client/i18n/late/orders';

// Validated in the browser by the schemas the API validates with (src/features/orders/definition.ts).
const createResolver = zodResolver(
  orderCreateBodySchema as never,
) as unknown as Resolver<FieldValues>;
const updateResolver = zodResolver(
  orderUpdateBodySchema as never,
) as unknown as Resolver<FieldValues>;

/**
 * The quote editor's form, shared by create and edit (`orders/{quoteId}`,
 * docs/guards.md#routes-with-the-shell): who and what pricelist in a compact header, then the lines
 * with the totals beside them once the form is wide enough (a container query, so the workflow
 * panel's width counts), below them otherwise.
 */
export function OrderForm() {
  const order = useRecordContext<Order>();
  const roles = useMyRoles();
  const staff = isStaffManager(roles);
  const locked = order ? !order.editable : false;
  const ownOrder = roles.includes('client') && !staff;
  return (
    <SimpleForm
      toolbar={locked ? false : undefined}
      defaultValues={{ clientId: null, lines: [] }}
      resolver={order ? updateResolver : createResolver}
    >
      {!order && <StudioVatDefault />}
      <OrderHeaderInputs ownOrder={ownOrder} staff={staff} readOnly={locked} />
      <Box sx={{ width: '100%', containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 3,
            '@container (min-width: 60rem)': {
              gridTemplateColumns: 'minmax(0, 1fr) 18rem',
            },
          }}
        >
          <OrderLinesTable staff={staff} readOnly={locked} />
          <OrderTotalsSummary staff={staff} readOnly={locked} />
        </Box>
      </Box>
    </SimpleForm>
  );
}
