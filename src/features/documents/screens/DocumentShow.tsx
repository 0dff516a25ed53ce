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
  useLocaleState,
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

// A stored day (no time) is read in UTC, so no time zone moves it to the day before.
const DAY = { timeZone: 'UTC' } as const;

/** `/documents/{id}`: the document's details, its preview and its download. */
export function DocumentShow() {
  const [locale] = useLocaleState();
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
        <DateField
          source="issuedOn"
          label="portal.documents.issuedOn"
          emptyText="-"
          locales={locale}
          options={DAY}
        />
        <DateField
          source="expiresOn"
          label="portal.documents.expiresOn"
          emptyText="-"
          locales={locale}
          options={DAY}
        />
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
        <DateField
          source="uploadedAt"
          label="portal.documents.uploaded"
          showTime
          locales={locale}
        />
      </SimpleShowLayout>
    </Show>
  );
}
