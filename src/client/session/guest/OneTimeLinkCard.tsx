import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';
import { useTranslation } from '../../i18n/LanguageProvider';

interface OneTimeLinkCardProps<T> {
  /** Names the confirmation in the query cache, next to the token. */
  name: string;
  token: string;
  /** Spends the token: the call the e-mail's link stands for. */
  confirm: (token: string) => Promise<T>;
  pendingTitle: string;
  /** What the card says when the link is used, expired or wrong. */
  failed: (error: Error) => ReactNode;
  confirmedTitle: string;
  confirmed: (answer: T) => ReactNode;
}

/**
 * The card of a page an e-mail's one-time link opens: it spends the token once, then says whether
 * that worked.
 * @example <OneTimeLinkCard name="confirm-email" token={token} confirm={account.confirmEmail} ... />
 */
export function OneTimeLinkCard<T>(props: OneTimeLinkCardProps<T>) {
  // A query, not an effect, so the token is spent once even when React mounts twice.
  const confirmation = useQuery({
    queryKey: [props.name, props.token],
    queryFn: () => props.confirm(props.token),
    staleTime: Infinity,
  });
  const { translate } = useTranslation();

  if (confirmation.isPending) {
    return (
      <AuthCard title={props.pendingTitle}>
        <p className="guest-muted">{translate('portal.shell.loading')}</p>
      </AuthCard>
    );
  }
  if (confirmation.isError) {
    return (
      <AuthCard title={translate('portal.guest.expiredLink')}>
        {props.failed(confirmation.error)}
      </AuthCard>
    );
  }
  return <AuthCard title={props.confirmedTitle}>{props.confirmed(confirmation.data)}</AuthCard>;
}
