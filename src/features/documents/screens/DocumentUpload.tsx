import Button from '@mui/material/Button';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  SelectInput,
  Title,
  useCanAccess,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DOCUMENT_KIND_KEYS } from '../documentKinds';
import { choicesOf } from '../../../engine/fieldInput';
import { formatIrNumber } from '../../instruction-registers/irStatuses';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { DocumentFiles } from './DocumentFiles';
import { useDocumentUploads, type SharedDetails } from './useDocumentUploads';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import '../../../client/i18n/late/documents';

const orderText = (order: { number: number }) => formatOrderNumber(order.number);
const irText = (ir: { number: number }) => formatIrNumber(ir.number);

/**
 * `/documents/create` (docs/documents.md "Screens"): several files become documents of one kind,
 * client, order and IR in one go; `?orderId=` comes from the order's checklist, `?irId=` from a link
 * to an IR's documents.
 */
export function DocumentUpload() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const irId = params.get('irId');
  const { canAccess: canListClients = false } = useCanAccess({
    resource: 'clients',
    action: 'list',
  });
  const { canAccess: canListIrs = false } = useCanAccess({
    resource: 'instruction-registers',
    action: 'list',
  });
  const uploads = useDocumentUploads();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const submit = async (values: Record<string, unknown>) => {
    const details: SharedDetails = {
      kind: values.kind as SharedDetails['kind'],
      clientId: (values.clientId as string | null) ?? null,
      orderId: (values.orderId as string | null) ?? null,
      irId: (values.irId as string | null) ?? null,
    };
    const { saved, failed } = await uploads.start(details);
    if (failed > 0) {
      return notify('portal.documents.notSaved', {
        type: 'error',
        messageArgs: { smart_count: failed },
      });
    }
    notify('portal.documents.saved', { type: 'success', messageArgs: { smart_count: saved } });
    redirect(orderId ? `/orders/${orderId}` : '/documents');
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="portal.documents.uploadDocuments" />
      <CardContent>
        <Form defaultValues={{ kind: 'other', orderId, irId, clientId: null }} onSubmit={submit}>
          <SelectInput
            source="kind"
            label="portal.documents.kind"
            choices={choicesOf(DOCUMENT_KIND_KEYS)}
          />
          {canListClients && (
            <ReferenceInput source="clientId" reference="clients">
              <AutocompleteInput label="portal.documents.client" />
            </ReferenceInput>
          )}
          <ReferenceInput
            source="orderId"
            reference="orders"
            sort={{ field: 'createdAt', order: 'DESC' }}
          >
            <AutocompleteInput label="portal.documents.order" optionText={orderText} />
          </ReferenceInput>
          {canListIrs && (
            <ReferenceInput
              source="irId"
              reference="instruction-registers"
              sort={{ field: 'createdAt', order: 'DESC' }}
            >
              <AutocompleteInput label="portal.documents.ir" optionText={irText} />
            </ReferenceInput>
          )}
          <DocumentFiles uploads={uploads} />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!uploads.hasPending}>
            {translate('portal.documents.upload')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
