import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LINE_FIGURES, LINE_NOTES, type DocumentLine } from './useDocumentLines';
import '../../../client/i18n/late/orders';

const MONEY = new Set<string>(['unitPrice', 'lineTotal']);

/**
 * One label and its value on a line's card: a figure with its value beside it on the right, a
 * `note` (tag numbers, hunter's instruction) under its label in full, its line breaks kept.
 */
function LineDetail({
  label,
  note = false,
  valueSx,
  children,
}: {
  label: string;
  note?: boolean;
  valueSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={note ? { pt: 1 } : { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={[
          { m: 0, overflowWrap: 'anywhere' },
          note ? { whiteSpace: 'pre-line' } : { textAlign: 'right' },
          ...(Array.isArray(valueSx) ? valueSx : [valueSx]),
        ]}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * An order's lines on a phone (docs/screens.md#small-screens): one card a line, each figure a
 * label with its value beside it, the notes (tag numbers, hunter's instruction) under them in full.
 * @example <DocumentLineCards lines={useDocumentLines(order)} />
 */
export function DocumentLineCards({ lines }: { lines: readonly DocumentLine[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="ol"
      aria-label={translate('portal.orders.lines.table')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {lines.map((line) => {
        const title = translate('portal.orders.document.line', { number: line.number });
        const notes = LINE_NOTES.filter((key) => line[key] !== '');
        return (
          <Card component="li" variant="outlined" key={line.id} aria-label={title}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography variant="subtitle2" component="h3">
                {title}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                {LINE_FIGURES.map((key) => (
                  <LineDetail
                    key={key}
                    label={translate(`portal.orders.lines.${key}`)}
                    valueSx={{
                      whiteSpace: MONEY.has(key) ? 'nowrap' : undefined,
                      fontWeight: key === 'lineTotal' ? 'bold' : undefined,
                      color: MONEY.has(key) && line.onRequest ? 'warning.main' : undefined,
                    }}
                  >
                    {line[key]}
                  </LineDetail>
                ))}
                {notes.map((key) => (
                  <LineDetail key={key} label={translate(`portal.orders.lines.${key}`)} note>
                    {line[key]}
                  </LineDetail>
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
