import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { QueuedUpload } from './useDocumentUploads';

const stateText = (item: QueuedUpload) =>
  ({
    waiting: 'Waiting',
    uploading: `${Math.round(item.progress * 100)} %`,
    saved: 'Saved',
    failed: item.error ?? 'Failed',
  })[item.state];

/** The files of one upload, each with its progress and outcome. */
export function UploadQueue({ queue }: { queue: readonly QueuedUpload[] }) {
  if (queue.length === 0) return null;
  return (
    <List aria-label="Files to upload" dense>
      {queue.map((item) => (
        // One column on a phone: the bar goes under the name (docs/documents.md "Screens").
        <ListItem
          key={`${item.file.name}-${item.file.lastModified}-${item.file.size}`}
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <ListItemText
            primary={item.file.name}
            secondary={stateText(item)}
            slotProps={{ secondary: { color: item.state === 'failed' ? 'error' : undefined } }}
          />
          <LinearProgress
            aria-label={`Progress of ${item.file.name}`}
            variant="determinate"
            value={item.progress * 100}
            sx={{ width: { xs: '100%', sm: 160 }, ml: { xs: 0, sm: 2 } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
