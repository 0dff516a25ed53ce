import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useDateText } from './useDateText';

/** One move of a record's workflow, as orders and IRs answer them. */
export interface StatusChange {
  from: string | null;
  to: string;
  byName: string;
  at: string;
  note?: string | null;
}

/**
 * A record's status moves, oldest first: from, to, who (named as they were then) and when;
 * `labels` gives each status's message key.
 * @example <StatusHistory changes={order.history} labels={ORDER_STATUS_KEYS} />
 */
export function StatusHistory({
  changes,
  labels,
  headingVariant = 'h6',
  headingComponent = 'h6',
}: {
  changes: readonly StatusChange[];
  labels: Readonly<Record<string, string>>;
  headingVariant?: TypographyProps['variant'];
  /** The heading's level where the history sits (docs/screens.md#accessibility: none skipped). */
  headingComponent?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}) {
  const translate = useTranslate();
  // docs/languages.md#what-follows-the-language: the time as the user's language writes it.
  const dateTime = useDateText('dateTime');
  return (
    <Box>
      <Typography variant={headingVariant} component={headingComponent}>
        {translate('portal.common.statusHistory.title')}
      </Typography>
      <Box component="ol" aria-label={translate('portal.common.statusHistory.list')} sx={{ pl: 2 }}>
        {changes.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            {/* A row whose status stays (an order's new expected dates) names it once. */}
            {change.from && change.from !== change.to
              ? `${translate(labels[change.from] ?? change.from)} → `
              : ''}
            {translate(labels[change.to] ?? change.to)} · {change.byName} · {dateTime(change.at)}
            {change.note ? ` · ${change.note}` : ''}
          </li>
        ))}
      </Box>
    </Box>
  );
}
