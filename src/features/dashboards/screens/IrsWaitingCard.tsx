import { Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import '../../../client/i18n/late/dashboards';

/**
 * The IR list filtered to Received, and to the picked outfitter's linked clients: react-admin reads
 * its list parameters from the URL.
 */
const receivedIrsPath = (outfitterId: string | undefined) =>
  `${paths.instructionRegisters}?${new URLSearchParams({
    filter: JSON.stringify({
      status: 'received',
      ...(outfitterId && { linkedOutfitterId: outfitterId }),
    }),
    displayedFilters: JSON.stringify({ status: true }),
  })}`;

/**
 * docs/dashboards.md#the-summary: instruction registers checked in and waiting for staff's quote,
 * today; the number opens the IR list filtered to Received (and to the outfitter staff picked).
 */
export function IrsWaitingCard({ count, outfitterId }: { count: number; outfitterId?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate('portal.dashboards.irsWaiting');
  const columns = [{ header: label, cell: (value: number) => value }];
  return (
    <DashboardCard
      title={translate('portal.dashboards.irs')}
      download={<CsvDownloadButton name="irs-waiting" rows={[count]} columns={columns} />}
    >
      <Typography>
        {label}:{' '}
        <Link
          component={RouterLink}
          to={receivedIrsPath(outfitterId)}
          aria-label={`${label}: ${count}`}
        >
          {count.toLocaleString(locale)}
        </Link>
      </Typography>
    </DashboardCard>
  );
}
