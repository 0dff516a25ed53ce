import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  Form,
  SaveButton,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
  type HttpError,
} from 'react-admin';
import type { Order } from '../definition';
import {
  expectedDateChanges,
  orderExpectedDatesBodySchema,
  reasonRequired,
  type OrderExpectedDatesBody,
} from '../expectedDates';
import { API_PREFIX } from '../../../shared/apiPaths';
import { validationMessage } from '../../../engine/validationMessage';
import { DateInput } from '../../../client/common/DateInput';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import '../../../client/i18n/late/orders';

/** The server's rule, checked before sending: a day the client was told moves only with a reason. */
const resolverFor = (order: Order) =>
  zodResolver(
    orderExpectedDatesBodySchema.refine(
      (body) => body.reason !== '' || !reasonRequired(expectedDateChanges(order, body)),
      { path: ['reason'], message: validationMessage('tellTheClientWhy') },
    ) as never,
  ) as unknown as Resolver<FieldValues>;

/** An emptied date input answers '' or null; the API takes null for "not set". */
const dayOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * docs/order-workflow.md#expected-dates: staff's two days of an order, and the reason the client
 * reads when a day they were told moves. Saved on its own call, at the order's version.
 * @example <ExpectedDatesSection order={order} />
 */
export function ExpectedDatesSection({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { http } = usePortalServices();
  const save = async (values: FieldValues) => {
    const body: OrderExpectedDatesBody = {
      expectedReadyOn: dayOrNull(values.expectedReadyOn),
      expectedShippingOn: dayOrNull(values.expectedShippingOn),
      reason: String(values.reason ?? '').trim(),
      version: order.version,
    };
    try {
      await http.put(`${API_PREFIX}/orders/${order.id}/expected-dates`, body);
    } catch (error) {
      notify((error as Error).message || 'portal.orders.expectedDates.notSaved', { type: 'error' });
      return ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors;
    }
    notify('portal.orders.expectedDates.saved', { type: 'success' });
    refresh();
    return undefined;
  };
  return (
    <Box component="section" aria-label={translate('portal.orders.expectedDates.title')}>
      <Typography variant="h6" component="h3">
        {translate('portal.orders.expectedDates.title')}
      </Typography>
      <Form
        key={order.version}
        record={{
          expectedReadyOn: order.expectedReadyOn,
          expectedShippingOn: order.expectedShippingOn,
          reason: '',
          version: order.version,
        }}
        resolver={resolverFor(order)}
        onSubmit={save}
      >
        <DateInput
          source="expectedReadyOn"
          label="portal.orders.expectedDates.ready"
          helperText="portal.orders.expectedDates.readyMeans"
          parse={dayOrNull}
          fullWidth
        />
        <DateInput
          source="expectedShippingOn"
          label="portal.orders.expectedDates.shipping"
          helperText="portal.orders.expectedDates.shippingMeans"
          parse={dayOrNull}
          fullWidth
        />
        <TextInput
          source="reason"
          label="portal.orders.expectedDates.reason"
          helperText="portal.orders.expectedDates.reasonHelp"
          multiline
          fullWidth
        />
        <SaveButton label="portal.orders.expectedDates.save" />
      </Form>
    </Box>
  );
}
