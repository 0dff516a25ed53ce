import {
  CreateButton,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DOCUMENT_KIND_KEYS } from '../../../../resources/documentKinds';
import type { DocumentRecord } from '../../../../resources/documents';
import { documents } from '../../../../resources/documents';
import { choicesOf } from '../../../../resources/engine/fieldInput';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { EmptyList } from '../engine/EmptyList';
import { documentFilters } from './documentFilters';

// Names are message keys: react-admin translates a select's choices.
const kinds = choicesOf(DOCUMENT_KIND_KEYS);

const expiry = (record: DocumentRecord) =>
  record.expiresOn ? `expires ${record.expiresOn}${record.expiringSoon ? ' (soon)' : ''}` : '';

/**
 * `/documents` (docs/documents.md "List"): newest upload first, with filters and a search; cards
 * on a phone (docs/screens.md#small-screens).
 */
export function DocumentList() {
  const phone = useSmallScreen();
  const translate = useTranslate();
  const { canAccess: canListClients = false } = useCanAccess({
    resource: 'clients',
    action: 'list',
  });
  const { canAccess: canCreate = false } = useCanAccess({
    resource: 'documents',
    action: 'create',
  });
  return (
    <List
      sort={documents.list.defaultSort}
      filters={documentFilters(canListClients)}
      actions={
        <TopToolbar>
          <FilterButton />
          {canCreate ? <CreateButton label="Upload" /> : null}
        </TopToolbar>
      }
      empty={
        <EmptyList
          title="No documents yet."
          createHint="Upload a passport, permit or other paperwork to get started."
          waitHint="Documents shared with you will show here."
          createLabel="Upload"
        />
      }
      perPage={25}
    >
      {phone ? (
        <SimpleList<DocumentRecord>
          primaryText={(record) => record.title}
          secondaryText={(record) =>
            [translate(DOCUMENT_KIND_KEYS[record.kind]), record.number, expiry(record)]
              .filter(Boolean)
              .join(' · ')
          }
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="title" label="Title" />
          <SelectField source="kind" label="Kind" choices={kinds} />
          <TextField source="number" label="Number" />
          {canListClients && (
            <ReferenceField source="clientId" reference="clients" label="Client" sortable={false} />
          )}
          <ReferenceField source="orderId" reference="orders" label="Order" sortable={false}>
            <FunctionField
              render={(order: { number: number }) => formatOrderNumber(order.number)}
            />
          </ReferenceField>
          <FunctionField
            label="Expires"
            sortBy="expiresOn"
            render={(record: DocumentRecord) =>
              record.expiresOn ? (
                <span style={{ color: record.expiringSoon ? '#b45309' : undefined }}>
                  {record.expiresOn}
                  {record.expiringSoon ? ' (soon)' : ''}
                </span>
              ) : (
                ''
              )
            }
          />
          <DateField source="uploadedAt" label="Uploaded" />
        </Datagrid>
      )}
    </List>
  );
}
