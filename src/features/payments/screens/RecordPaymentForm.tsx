import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useCreate,
  useNotify,
  useRefresh,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { choicesOf } from '../../../engine/fieldInput';
import { MoneyInput } from '../../../engine/screens/MoneyInput';
import { DateInput } from '../../../client/common/DateInput';
import { paymentBodySchema, type PaymentBody } from '../definition';
import { PAYMENT_METHOD_LABELS } from '../paymentMethods';

// Validated in the browser by the schema the API validates with (src/features/payments/definition.ts).
const resolver = zodResolver(paymentBodySchema as never) as unknown as Resolver<FieldValues>;
const methods = choicesOf(PAYMENT_METHOD_LABELS);
const today = () => new Date().toISOString().slice(0, 10);
const field = (name: string) => `resources.payments.fields.${name}`;

/**
 * docs/payments.md#recording: staff record money received on an order (a refund as a negative
 * amount, with its reason), in the order's currency; the order's figures and history follow.
 * @example <RecordPaymentForm orderId={order.id} currency={order.currency} onDone={close} />
 */
export function RecordPaymentForm({
  orderId,
  currency,
  onDone,
}: {
  orderId: string;
  currency: string;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const save = async (values: FieldValues) => {
    const { currency: _shown, ...body } = values;
    try {
      await create('payments', { data: body as PaymentBody }, { returnPromise: true });
    } catch (error) {
      notify((error as Error).message || 'resources.payments.panel.notRecorded', { type: 'error' });
      return ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors;
    }
    notify('resources.payments.panel.recorded', { type: 'success' });
    refresh();
    onDone();
    return undefined;
  };
  return (
    <Form
      defaultValues={{
        orderId,
        currency,
        paidOn: today(),
        method: 'eft',
        reference: '',
        reason: '',
      }}
      resolver={resolver}
      onSubmit={save}
    >
      <MoneyInput
        source="amountMinor"
        currencySource="currency"
        label={field('amountMinor')}
        helperText="resources.payments.panel.refundHelp"
        fullWidth
      />
      <DateInput source="paidOn" label={field('paidOn')} fullWidth />
      <SelectInput source="method" label={field('method')} choices={methods} fullWidth />
      <TextInput source="reference" label={field('reference')} fullWidth />
      <TextInput source="reason" label={field('reason')} multiline fullWidth />
      <SaveButton label={translate('resources.payments.panel.save')} />
    </Form>
  );
}
