import {
  CreateButton,
  Datagrid,
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
  type TranslateFunction,
} from 'react-admin';
import { DOCUMENT_KIND_KEYS } from '../documentKinds';
import type { DocumentRecord } from '../definition';
import { documents } from '../definition';
import { choicesOf } from '../../../engine/fieldInput';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { useSmallScreen } from '../../../client/shell/layout/useSmallScreen';
import { EmptyList } from '../../../engine/screens/EmptyList';
import { useRecordLink } from '../../../engine/screens/useRecordLink';
import { useDateText } from '../../../client/common/useDateText';
import { documentFilters } from './documentFilters';
import '../../../client/i18n/late/documents';
import { DateText } from '../../../client/common/DateText';

// Names are message keys: react-admin translates a select's choices.
const kinds = choicesOf(DOCUMENT_KIND_KEYS);

const expiry = (
  record: DocumentRecord,
  translate: TranslateFunction,
  day: (iso: string) => string,
) =>
  record.expiresOn
    ? translate('portal.documents.expiresText', { date: day(record.expiresOn) }) +
      (record.expiringSoon ? translate('portal.documents.soon') : '')
    : '';

/**
 * `/documents` (docs/documents.md "List"): newest upload first, with filters and a search; cards
 * on a phone (docs/screens.md#small-screens).
 */
export function DocumentList() {
  const phone = useSmallScreen();
  const orderLink = useRecordLink('orders');
  const translate = useTranslate();
  const day = useDateText();
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
          {canCreate ? <CreateButton label="portal.documents.upload" /> : null}
        </TopToolbar>
      }
      empty={
        <EmptyList
          title={translate('portal.documents.empty.title')}
          createHint={translate('portal.documents.empty.createHint')}
          waitHint={translate('portal.documents.empty.waitHint')}
          createLabel={translate('portal.documents.upload')}
        />
      }
      perPage={25}
    >
      {phone ? (
        <SimpleList<DocumentRecord>
          primaryText={(record) => record.title}
          secondaryText={(record) =>
            [
              translate(DOCUMENT_KIND_KEYS[record.kind]),
              record.number,
              expiry(record, translate, day),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="title" label="portal.documents.title" />
          <SelectField source="kind" label="portal.documents.kind" choices={kinds} />
          <TextField source="number" label="portal.documents.number" />
          {canListClients && (
            <ReferenceField
              source="clientId"
              reference="clients"
              label="portal.documents.client"
              sortable={false}
            />
          )}
          <ReferenceField
            source="orderId"
            reference="orders"
            label="portal.documents.order"
            sortable={false}
            link={orderLink}
          >
            <FunctionField
              render={(order: { number: number }) => formatOrderNumber(order.number)}
            />
          </ReferenceField>
          <FunctionField
            label="portal.documents.expires"
            sortBy="expiresOn"
            render={(record: DocumentRecord) =>
              record.expiresOn ? (
                <span style={{ color: record.expiringSoon ? '#b45309' : undefined }}>
                  {day(record.expiresOn)}
                  {record.expiringSoon ? translate('portal.documents.soon') : ''}
                </span>
              ) : (
                ''
              )
            }
          />
          <DateText source="uploadedAt" label="portal.documents.uploaded" />
        </Datagrid>
      )}
    </List>
  );
}
