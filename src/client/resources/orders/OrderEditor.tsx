import {
  ArrayInput,
  AutocompleteInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEffect } from 'react';
import type { Order } from '../../../../resources/orders';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { professionalHunters } from '../../../../resources/professionalHunters';
import { OrderLineInputs } from './OrderLineInputs';
import { OrderWorkflowPanel } from './OrderWorkflowPanel';
import { isStaffManager } from '../../../../resources/roles';
import { useMyRoles } from './useMyRoles';

// Rates travel as basis points (1550 = 15.50 %) and are edited as percentages.
const percentFormat = (bp: unknown) => (typeof bp === 'number' ? bp / 100 : '');
const percentParse = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100));

/** The pricelist fixes the currency: picking one copies it into the form. */
function PricelistCurrency() {
  const { setValue } = useFormContext();
  const pricelistId = useWatch({ name: 'pricelistId' }) as string | undefined;
  const { data } = useGetOne<{ id: string; currency: string }>(
    'admin/pricelists',
    { id: pricelistId ?? '' },
    { enabled: Boolean(pricelistId) },
  );
  useEffect(() => {
    if (data?.currency) setValue('currency', data.currency);
  }, [data?.currency, setValue]);
  return <TextInput source="currency" label="Currency" readOnly />;
}

/** The quote editor's form, shared by create and edit (`orders/{quoteId}`, docs/guards.md#routes-with-the-shell). */
function OrderForm() {
  const order = useRecordContext<Order>();
  const roles = useMyRoles();
  const staff = isStaffManager(roles);
  const locked = order ? !order.editable : false;
  const ownOrder = roles.includes('client') && !staff;
  return (
    <SimpleForm toolbar={locked ? false : undefined} defaultValues={{ clientId: null, lines: [] }}>
      {!ownOrder && (
        <ReferenceInput source="clientId" reference="clients">
          <AutocompleteInput label="Client" readOnly={locked} />
        </ReferenceInput>
      )}
      {staff && (
        <ReferenceInput source="outfitterId" reference="outfitters">
          <AutocompleteInput label="Outfitter" readOnly={locked} />
        </ReferenceInput>
      )}
      <ReferenceInput source="phId" reference={professionalHunters.route}>
        <AutocompleteInput label="PH" readOnly={locked} />
      </ReferenceInput>
      <ReferenceInput source="pricelistId" reference="admin/pricelists" filter={{ active: true }}>
        <AutocompleteInput label="Pricelist" readOnly={locked} />
      </ReferenceInput>
      <PricelistCurrency />
      <ArrayInput source="lines" label="Lines">
        <SimpleFormIterator inline disableReordering disableAdd={locked} disableRemove={locked}>
          <OrderLineInputs staff={staff} readOnly={locked} />
        </SimpleFormIterator>
      </ArrayInput>
      {staff && (
        <>
          <NumberInput
            source="discountBp"
            label="Discount %"
            format={percentFormat}
            parse={percentParse}
            readOnly={locked}
          />
          <NumberInput
            source="vatRateBp"
            label="VAT %"
            format={percentFormat}
            parse={percentParse}
            readOnly={locked}
          />
          <NumberInput
            source="depositBp"
            label="Deposit %"
            format={percentFormat}
            parse={percentParse}
            readOnly={locked}
          />
        </>
      )}
    </SimpleForm>
  );
}

/** Titled by its number; while it loads, or when it did not, just "Quote". */
function OrderTitle() {
  const order = useRecordContext<Order>();
  return <span>{order ? `Quote ${formatOrderNumber(order.number)}` : 'Quote'}</span>;
}

/** `orders/{quoteId}`: edit a quote, with its totals, workflow buttons, history and PDF beside it. */
export function OrderEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      title={<OrderTitle />}
      aside={<OrderWorkflowPanel />}
    >
      <OrderForm />
    </Edit>
  );
}

/** `orders/create`: a new draft; saving opens it in the editor. */
export function OrderCreate() {
  return (
    <Create title="New quote" redirect="edit">
      <OrderForm />
    </Create>
  );
}
