import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DOCUMENT_KIND_KEYS } from '../../documents/documentKinds';
import type { OrderPaperwork, PaperworkItem } from '../paperworkSchema';
import { paths } from '../../../shared/paths';
import { useDateText } from '../../../client/common/useDateText';
import '../../../client/i18n/late/orders';

function ItemLine({ item }: { item: PaperworkItem }) {
  const translate = useTranslate();
  const day = useDateText();
  const Icon =
    item.state === 'present'
      ? item.expiresBeforeShipping
        ? WarningIcon
        : CheckCircleIcon
      : ErrorIcon;
  const colour =
    item.state !== 'present' ? 'error' : item.expiresBeforeShipping ? 'warning' : 'success';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 0.5 }}>
      <Icon color={colour} fontSize="small" aria-hidden />
      <Box>
        <Typography variant="body2">
          {translate('portal.orders.paperwork.item', {
            kind: translate(DOCUMENT_KIND_KEYS[item.kind]),
            state: translate(`portal.orders.paperwork.${item.state}`),
          })}
          {item.expiresBeforeShipping
            ? translate('portal.orders.paperwork.expiresBeforeShipping')
            : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.because}
          {item.documents.map((document) => (
            <span key={document.id}>
              {' · '}
              <Link component={RouterLink} to={`${paths.documents}/${document.id}/show`}>
                {document.title}
              </Link>
              {document.expiresOn
                ? translate('portal.orders.paperwork.until', { date: day(document.expiresOn) })
                : ''}
            </span>
          ))}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * docs/paperwork.md "Checklist": what the order's export paperwork has, lacks and mismatches, as
 * the server's rule sees it, with an upload of several documents straight onto the order.
 * @example <PaperworkChecklist orderId={order.id} paperwork={useOrderPaperwork(order)} />
 */
export function PaperworkChecklist({
  orderId,
  paperwork,
}: {
  orderId: string;
  paperwork: OrderPaperwork | null;
}) {
  const translate = useTranslate();
  const day = useDateText();
  if (!paperwork) return null;
  return (
    <Box component="section" aria-label={translate('portal.orders.paperwork.title')}>
      <Typography variant="h6" component="h3">
        {translate('portal.orders.paperwork.title')}
      </Typography>
      {paperwork.plannedShippingOn && (
        <Typography variant="caption">
          {translate('portal.orders.paperwork.plannedShipping', {
            date: day(paperwork.plannedShippingOn),
          })}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={translate('portal.orders.paperwork.checklist')}
        sx={{ pl: 0, listStyle: 'none' }}
      >
        {paperwork.items.map((item) => (
          <ItemLine key={item.kind} item={item} />
        ))}
      </Box>
      {paperwork.missing.length > 0 && (
        <Typography variant="body2" color="error">
          {translate('portal.orders.paperwork.needsMissing')}
        </Typography>
      )}
      {paperwork.warnings.length > 0 && (
        <Box
          component="ul"
          aria-label={translate('portal.orders.paperwork.warnings')}
          sx={{ pl: 2, color: 'warning.dark' }}
        >
          {paperwork.warnings.map((warning) => (
            <li key={warning.message}>
              <Typography variant="body2">{warning.message}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Button component={RouterLink} to={`${paths.documents}/create?orderId=${orderId}`}>
        {translate('portal.orders.paperwork.attach')}
      </Button>
    </Box>
  );
}
