import { useRecordContext } from 'react-admin';
import { API_PREFIX } from '../../../shared/apiPaths';
import { PdfLinkButton } from '../../../client/common/PdfLinkButton';
import '../../../client/i18n/late/clients';

/**
 * docs/invoices.md#the-statement: the client's statement, beside their form for staff and their
 * outfitters (who are the ones that edit a client).
 */
export function ClientStatementButton() {
  const client = useRecordContext<{ id: string }>();
  // A client that did not load shows its not-found screen alone (docs/guards.md#records-not-found).
  if (!client) return null;
  return (
    <PdfLinkButton
      href={`${API_PREFIX}/clients/${client.id}/statement.pdf`}
      fileName="statement"
      label="portal.clients.statement.pdf"
      making="portal.clients.statement.making"
      failed="portal.clients.statement.failed"
    />
  );
}
