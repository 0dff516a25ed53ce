import { useSearchParams } from 'react-router-dom';
import { usePortalServices } from '../auth/PortalServicesContext';
import { Notice } from './Notice';
import { OneTimeLinkCard } from './OneTimeLinkCard';

/** /confirm-client-link?token=...: the client agrees to an outfitter's link request (docs/domain.md#link-requests). */
export function ConfirmClientLinkPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { account } = usePortalServices();
  return (
    <OneTimeLinkCard
      name="confirm-client-link"
      token={token}
      confirm={account.confirmClientLink}
      pendingTitle="Confirming the link"
      failed={(error) => (
        <Notice severity="warning">{error.message} Links work once and for 7 days.</Notice>
      )}
      confirmedTitle="You are linked"
      confirmed={(answer) => (
        <Notice severity="success">
          {answer.outfitterName} is now linked to your client record.
        </Notice>
      )}
    />
  );
}
