import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { Create, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  orderCreateBodySchema,
  orderUpdateBodySchema,
  type Order,
} from '../../../../resources/orders';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { isStaffManager } from '../../../../resources/roles';
import { OrderHeaderInputs } from './OrderHeaderInputs';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotalsSummary } from './OrderTotalsSummary';
import { OrderWorkflowPanel } from './OrderWorkflowPanel';
import { useMyRoles } from './useMyRoles';
import '../../i18n/late/orders';

// Validated in the browser by the schemas the API validates with (resources/orders.ts).
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
function OrderForm() {
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

/** Titled by its number; while it loads, or when it did not, just "Quote". */
function OrderTitle() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  return (
    <span>
      {order
        ? translate('portal.orders.editor.quoteNumber', { number: formatOrderNumber(order.number) })
        : translate('portal.orders.editor.quote')}
    </span>
  );
}

// The workflow panel sits beside the form on wide screens and under it on narrower ones, where the
// lines need the width; the form may shrink below its table's width (the table scrolls instead).
const besideOnWideScreens = {
  '& .RaEdit-main': {
    flexDirection: { xs: 'column', lg: 'row' },
    alignItems: { xs: 'stretch', lg: 'flex-start' },
    gap: 2,
  },
  '& .RaEdit-card': { minWidth: 0 },
} as const;

/** `orders/{quoteId}`: edit a quote, with its workflow buttons, history and PDF beside it. */
export function OrderEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      title={<OrderTitle />}
      aside={<OrderWorkflowPanel />}
      sx={besideOnWideScreens}
    >
      <OrderForm />
    </Edit>
  );
}

/** `orders/create`: a new draft; saving opens it in the editor. */
export function OrderCreate() {
  return (
    <Create
      title="portal.orders.editor.newQuote"
      redirect="edit"
      sx={{ '& .RaCreate-card': { minWidth: 0 } }}
    >
      <OrderForm />
    </Create>
  );
}
