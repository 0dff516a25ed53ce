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
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DOCUMENT_KIND_KEYS } from '../../../../resources/documentKinds';
import { choicesOf } from '../../../../resources/engine/fieldInput';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { FilePicker } from './FilePicker';
import { UploadQueue } from './UploadQueue';
import { useDocumentUploads, type SharedDetails } from './useDocumentUploads';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';

const orderText = (order: { number: number }) => formatOrderNumber(order.number);

/**
 * `/documents/create` (docs/documents.md "Screens"): several files become documents of one kind,
 * client and order in one go; `?orderId=` comes from the order's checklist.
 */
export function DocumentUpload() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const { canAccess: canListClients = false } = useCanAccess({
    resource: 'clients',
    action: 'list',
  });
  const { queue, add, start } = useDocumentUploads();
  const notify = useNotify();
  const redirect = useRedirect();
  const submit = async (values: Record<string, unknown>) => {
    const details: SharedDetails = {
      kind: values.kind as SharedDetails['kind'],
      clientId: (values.clientId as string | null) ?? null,
      orderId: (values.orderId as string | null) ?? null,
      irId: null,
    };
    const saved = await start(details);
    const failed = queue.filter((item) => item.state !== 'saved').length - saved;
    if (failed > 0) return notify(`${failed} of the files were not saved`, { type: 'error' });
    notify(`${saved} ${saved === 1 ? 'document' : 'documents'} saved`, { type: 'success' });
    redirect(orderId ? `/orders/${orderId}` : '/documents');
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Upload documents" />
      <CardContent>
        <Form defaultValues={{ kind: 'other', orderId, clientId: null }} onSubmit={submit}>
          <SelectInput source="kind" label="Kind" choices={choicesOf(DOCUMENT_KIND_KEYS)} />
          {canListClients && (
            <ReferenceInput source="clientId" reference="clients">
              <AutocompleteInput label="Client" />
            </ReferenceInput>
          )}
          <ReferenceInput
            source="orderId"
            reference="orders"
            sort={{ field: 'createdAt', order: 'DESC' }}
          >
            <AutocompleteInput label="Order" optionText={orderText} />
          </ReferenceInput>
          <FilePicker onFiles={add} />
          <UploadQueue queue={queue} />
          <Button
            type="submit"
            variant="contained"
            sx={{ mt: 2 }}
            disabled={!queue.some((item) => item.state !== 'saved')}
          >
            Upload
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
