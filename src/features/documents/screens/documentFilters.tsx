import { BooleanInput } from 'react-admin';
import { documents } from '../definition';
import { engineFilters } from '../../../engine/screens/engineFilters';
import '../../../client/i18n/late/documents';

/**
 * docs/documents.md "List": the search and the definition's filters, with "expiring soon" as a
 * switch; the client filter only for those who may list clients.
 * @example <List filters={documentFilters(canListClients)}>
 */
export function documentFilters(canListClients: boolean) {
  return engineFilters(documents)
    .filter((filter) => canListClients || filter.key !== 'clientId')
    .map((filter) =>
      filter.key === 'expiringSoon' ? (
        <BooleanInput
          key="expiringSoon"
          source="expiringSoon"
          label="portal.documents.expiringSoon"
        />
      ) : (
        filter
      ),
    );
}
