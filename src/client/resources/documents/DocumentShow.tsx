import {
  DateField,
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  WithRecord,
} from 'react-admin';
import { DOCUMENT_KIND_KEYS } from '../../../../resources/documentKinds';
import type { DocumentRecord } from '../../../../resources/documents';
import { choicesOf } from '../../../../resources/engine/fieldInput';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { DocumentPreview } from './DocumentPreview';

/** `/documents/{id}`: the document's details, its preview and its download. */
export function DocumentShow() {
  const { canAccess: canReadClients = false } = useCanAccess({
    resource: 'clients',
    action: 'show',
  });
  return (
    <Show
      aside={
        <WithRecord<DocumentRecord> render={(record) => <DocumentPreview document={record} />} />
      }
    >
      <SimpleShowLayout>
        <TextField source="title" label="Title" />
        <SelectField source="kind" label="Kind" choices={choicesOf(DOCUMENT_KIND_KEYS)} />
        <TextField source="number" label="Permit or document number" />
        <DateField source="issuedOn" label="Issued on" emptyText="-" />
        <DateField source="expiresOn" label="Expires on" emptyText="-" />
        <TextField source="holderName" label="Holder" emptyText="-" />
        <TextField source="holderPassportNumber" label="Holder passport number" emptyText="-" />
        <ReferenceArrayField source="speciesIds" reference="admin/species" label="Species" />
        <FunctionField
          label="Tag numbers"
          render={(record: DocumentRecord) => record.tagNumbers.join(', ') || '-'}
        />
        {canReadClients && (
          <ReferenceField source="clientId" reference="clients" label="Client" emptyText="-" />
        )}
        <ReferenceField source="orderId" reference="orders" label="Order" emptyText="-" link="edit">
          <FunctionField render={(order: { number: number }) => formatOrderNumber(order.number)} />
        </ReferenceField>
        <TextField source="uploadedByName" label="Uploaded by" />
        <DateField source="uploadedAt" label="Uploaded" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
