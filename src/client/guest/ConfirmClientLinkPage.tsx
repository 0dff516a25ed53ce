import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePortalServices } from '../auth/PortalServicesContext';
import { AuthCard } from './AuthCard';
import { Notice } from './Notice';

/** /confirm-client-link?token=...: the client agrees to an outfitter's link request (docs/domain.md#link-requests). */
export function ConfirmClientLinkPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { account } = usePortalServices();
  // A query, not an effect, so the token is spent once even when React mounts twice.
  const confirmation = useQuery({
    queryKey: ['confirm-client-link', token],
    queryFn: () => account.confirmClientLink(token),
    staleTime: Infinity,
    retry: false,
  });

  if (confirmation.isPending) {
    return (
      <AuthCard title="Confirming the link">
        <p className="guest-muted">Loading...</p>
      </AuthCard>
    );
  }
  if (confirmation.isError) {
    return (
      <AuthCard title="This link no longer works">
        <Notice severity="warning">
          {confirmation.error.message} Links work once and for 7 days.
        </Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="You are linked">
      <Notice severity="success">
        {confirmation.data.outfitterName} is now linked to your client record.
      </Notice>
    </AuthCard>
  );
}
