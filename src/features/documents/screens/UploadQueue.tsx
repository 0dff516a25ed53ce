import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { QueuedUpload } from './useDocumentUploads';
import '../../../client/i18n/late/documents';

const stateText = (item: QueuedUpload, translate: TranslateFunction) =>
  ({
    waiting: translate('portal.documents.queue.waiting'),
    uploading: `${Math.round(item.progress * 100)} %`,
    saved: translate('portal.documents.queue.saved'),
    failed: item.error ?? translate('portal.documents.queue.failed'),
  })[item.state];

/** The files of one upload, each with its progress and outcome. */
export function UploadQueue({ queue }: { queue: readonly QueuedUpload[] }) {
  const translate = useTranslate();
  if (queue.length === 0) return null;
  return (
    <List aria-label={translate('portal.documents.queue.label')} dense>
      {queue.map((item) => (
        // One column on a phone: the bar goes under the name (docs/documents.md "Screens").
        <ListItem
          key={`${item.file.name}-${item.file.lastModified}-${item.file.size}`}
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <ListItemText
            primary={item.file.name}
            secondary={stateText(item, translate)}
            slotProps={{ secondary: { color: item.state === 'failed' ? 'error' : undefined } }}
          />
          <LinearProgress
            aria-label={translate('portal.documents.queue.progressOf', { name: item.file.name })}
            variant="determinate"
            value={item.progress * 100}
            sx={{ width: { xs: '100%', sm: 160 }, ml: { xs: 0, sm: 2 } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
