import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MessageAttachments } from './useMessageAttachments';
import '../../../client/i18n/late/messages';

/**
 * The files picked for the message being written: each with its progress or why it failed, and
 * a button to take it out.
 * @example <AttachmentList attachments={attachments} />
 */
export function AttachmentList({ attachments }: { attachments: MessageAttachments }) {
  const translate = useTranslate();
  if (attachments.items.length === 0) return null;
  return (
    <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {attachments.items.map(({ file, progress, fileId, error }) => (
        <Box
          component="li"
          key={`${file.name}-${file.lastModified}-${file.size}`}
          sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            {error ? (
              <Typography variant="caption" color="error">
                {translate('portal.messages.uploadFailed', { name: file.name, why: error })}
              </Typography>
            ) : (
              !fileId && <LinearProgress variant="determinate" value={progress * 100} />
            )}
          </Box>
          <IconButton
            aria-label={translate('portal.messages.removeFile', { name: file.name })}
            onClick={() => attachments.remove(file)}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
