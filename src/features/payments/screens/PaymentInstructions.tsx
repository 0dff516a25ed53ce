import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';
import { inReadersLanguage } from '../../../shared/languages';
import { useStudioSettings } from '../../studio-settings/screens/public';

const BANK_FIELDS = [
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
  'bankBranchCode',
  'bankSwift',
] as const;

/**
 * docs/payments.md#on-the-order: where the client side pays (the studio's bank details)
 * and the reference to quote, the order's number, then the studio's payment terms in the
 * reader's language.
 * @example <PaymentInstructions reference="Q-000042" />
 */
export function PaymentInstructions({ reference }: { reference: string }) {
  const translate = useTranslate();
  const studio = useStudioSettings();
  const language = useReaderLanguage();
  const terms = studio && inReadersLanguage(studio.paymentTerms, studio.paymentTermsFr, language);
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {translate('resources.payments.panel.howToPay')}
      </Typography>
      {studio && (
        <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 0.5 } }}>
          {BANK_FIELDS.filter((name) => studio[name]).map((name) => (
            <Box key={name}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`resources.studio-settings.fields.${name}`)}
              </Typography>
              <Typography component="dd" variant="body2">
                {studio[name]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        {translate('resources.payments.panel.reference', { reference })}
      </Typography>
      {terms && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {terms}
        </Typography>
      )}
    </Box>
  );
}
