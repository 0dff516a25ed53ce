import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { Client } from '../../clients/definition';
import { routeOf } from '../../../engine/screens/dataProvider';

// Passports are typed at the farm as they are read: spaces and case vary, the number does not.
const passportKey = (passport: string) => passport.replace(/\s+/g, '').toUpperCase();
// Shorter texts match too many records by their name or phone to be worth a search.
const MIN_PASSPORT = 5;

/**
 * The client whose record holds the passport number typed at the farm, offered to the register
 * that names no client yet, with their outfitter when they have one
 * (docs/instruction-registers.md#from-register-to-quote).
 */
export function ClientByPassport() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [passport = '', clientId, outfitterId] = useWatch({
    name: ['hunterPassportNumber', 'clientId', 'outfitterId'],
  }) as [string | undefined, string | null | undefined, string | null | undefined];
  const clients = routeOf('clients');
  const { canAccess = false } = useCanAccess({ resource: clients, action: 'list' });
  const typed = passport.trim();
  const key = passportKey(typed);
  const { data = [] } = useGetList<Client>(
    clients,
    {
      // The list's search finds the text within each field (case aside): the stored number.
      filter: { q: key },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'fullName', order: 'ASC' },
    },
    { enabled: canAccess && !clientId && key.length >= MIN_PASSPORT },
  );
  const matches = data.filter((client) => passportKey(client.passportNumber) === key);
  // Two records with one passport are the studio's to sort out, not a guess to offer.
  if (clientId || matches.length !== 1) return null;
  const [client] = matches as [Client];
  const pickClient = () => {
    setValue('clientId', client.id, { shouldDirty: true });
    if (!outfitterId && client.outfitterIds.length === 1) {
      setValue('outfitterId', client.outfitterIds[0], { shouldDirty: true });
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={pickClient}>
          {translate('portal.instructionRegisters.form.useClient')}
        </Button>
      }
    >
      {translate('portal.instructionRegisters.form.passportMatches', {
        passport: typed,
        name: client.fullName,
      })}
    </Alert>
  );
}
