import { usePermissions } from 'react-admin';
import { apiPaths } from '../../../shared/apiPaths';
import type { Role } from '../../../shared/roles';
import { PdfLinkButton } from '../../common/PdfLinkButton';
import '../../i18n/late/account';

/** docs/invoices.md#the-statement: a client's own statement, on their account page; nothing for other roles. */
export function OwnStatementButton() {
  const { permissions } = usePermissions<Role[]>();
  if (!permissions?.includes('client')) return null;
  return (
    <PdfLinkButton
      href={apiPaths.clients.accountStatement}
      fileName="statement"
      label="portal.account.settings.statement"
      making="portal.account.settings.statementMaking"
      failed="portal.account.settings.statementFailed"
    />
  );
}
