import {
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
import { DOCUMENT_KIND_KEYS } from '../documentKinds';
import type { DocumentRecord } from '../definition';
import { choicesOf } from '../../../engine/fieldInput';
import { formatIrNumber } from '../../instruction-registers/irStatuses';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { useRecordLink } from '../../../engine/screens/useRecordLink';
import { DocumentPreview } from './DocumentPreview';
import '../../../client/i18n/late/documents';
import { DateText } from '../../../client/common/DateText';

/** `/documents/{id}`: the document's details, its preview and its download. */
export function DocumentShow() {
  const orderLink = useRecordLink('orders');
  const irLink = useRecordLink('instruction-registers');
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
        <TextField source="title" label="portal.documents.title" />
        <SelectField
          source="kind"
          label="portal.documents.kind"
          choices={choicesOf(DOCUMENT_KIND_KEYS)}
        />
        <TextField source="number" label="portal.documents.documentNumber" />
        <DateText source="issuedOn" label="portal.documents.issuedOn" emptyText="-" />
        <DateText source="expiresOn" label="portal.documents.expiresOn" emptyText="-" />
        <TextField source="holderName" label="portal.documents.holder" emptyText="-" />
        <TextField
          source="holderPassportNumber"
          label="portal.documents.holderPassport"
          emptyText="-"
        />
        <ReferenceArrayField
          source="speciesIds"
          reference="admin/species"
          label="portal.documents.species"
        />
        <FunctionField
          label="portal.documents.tagNumbers"
          render={(record: DocumentRecord) => record.tagNumbers.join(', ') || '-'}
        />
        {canReadClients && (
          <ReferenceField
            source="clientId"
            reference="clients"
            label="portal.documents.client"
            emptyText="-"
          />
        )}
        <ReferenceField
          source="orderId"
          reference="orders"
          label="portal.documents.order"
          emptyText="-"
          link={orderLink}
        >
          <FunctionField render={(order: { number: number }) => formatOrderNumber(order.number)} />
        </ReferenceField>
        <ReferenceField
          source="irId"
          reference="instruction-registers"
          label="portal.documents.ir"
          emptyText="-"
          link={irLink}
        >
          <FunctionField render={(ir: { number: number }) => formatIrNumber(ir.number)} />
        </ReferenceField>
        <TextField source="uploadedByName" label="portal.documents.uploadedBy" />
        <DateText source="uploadedAt" label="portal.documents.uploaded" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
