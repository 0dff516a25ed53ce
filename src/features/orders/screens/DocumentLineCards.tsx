import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LINE_FIGURES, LINE_NOTES, type DocumentLine } from './useDocumentLines';
import '../../../client/i18n/late/orders';

const MONEY = new Set<string>(['unitPrice', 'lineTotal']);

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
                  <Box
                    key={key}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
                  >
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(`portal.orders.lines.${key}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{
                        m: 0,
                        textAlign: 'right',
                        overflowWrap: 'anywhere',
                        whiteSpace: MONEY.has(key) ? 'nowrap' : undefined,
                        fontWeight: key === 'lineTotal' ? 'bold' : undefined,
                        color: MONEY.has(key) && line.onRequest ? 'warning.main' : undefined,
                      }}
                    >
                      {line[key]}
                    </Typography>
                  </Box>
                ))}
                {notes.map((key) => (
                  <Box key={key} sx={{ pt: 1 }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(`portal.orders.lines.${key}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {line[key]}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
