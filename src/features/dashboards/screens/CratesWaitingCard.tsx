import { Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CratesWaiting } from '../cratesWaiting';
import { CRATE_WAITS, type CrateWait } from '../../crates/crateWaiting';
import { paths } from '../../../shared/paths';
import { CsvDownloadButton } from './CsvDownloadButton';
import { DashboardCard } from './DashboardCard';
import '../../../client/i18n/late/dashboards';

/**
 * The crates list filtered to the crates waiting for `wait`, and to the picked outfitter's linked
 * clients: react-admin reads its list parameters from the URL.
 */
const waitingCratesPath = (wait: CrateWait, outfitterId: string | undefined) =>
  `${paths.crates}?${new URLSearchParams({
    filter: JSON.stringify({
      waiting: wait,
      ...(outfitterId && { linkedOutfitterId: outfitterId }),
    }),
  })}`;

/**
 * docs/dashboards.md#crates-waiting: the crates not handed over yet that wait for an order's
 * balance or its export paperwork; each number opens the crates list filtered to those crates.
 */
export function CratesWaitingCard({
  waiting,
  outfitterId,
}: {
  waiting: CratesWaiting;
  outfitterId?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (wait: CrateWait) => translate(`portal.dashboards.cratesWaiting.${wait}`);
  const columns = [
    {
      header: translate('portal.dashboards.cratesWaiting.reason'),
      cell: (wait: CrateWait) => label(wait),
    },
    {
      header: translate('portal.dashboards.cratesWaiting.crates'),
      cell: (wait: CrateWait) => waiting[wait],
    },
  ];
  return (
    <DashboardCard
      title={translate('portal.dashboards.cratesWaiting.title')}
      download={<CsvDownloadButton name="crates-waiting" rows={CRATE_WAITS} columns={columns} />}
    >
      {CRATE_WAITS.map((wait) => (
        <Typography key={wait}>
          {label(wait)}:{' '}
          <Link
            component={RouterLink}
            to={waitingCratesPath(wait, outfitterId)}
            aria-label={`${label(wait)}: ${waiting[wait]}`}
          >
            {waiting[wait].toLocaleString(locale)}
          </Link>
        </Typography>
      ))}
    </DashboardCard>
  );
}
