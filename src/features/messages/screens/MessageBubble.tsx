import AttachFileIcon from '@mui/icons-material/AttachFile';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { Message } from '../definition';
import { fileUrl } from '../../../client/data/files/fileUrls';
import { useDateText } from '../../../client/common/useDateText';
import '../../../client/i18n/late/messages';

/** Who a message reads as from: oneself, or the author, marked as the studio's to the client side. */
function useAuthorLine(message: Message, ownId: string | undefined, staff: boolean): string {
  const translate = useTranslate();
  if (message.authorId === ownId) return translate('portal.messages.you');
  if (message.fromStudio && !staff)
    return `${message.authorName} · ${translate('portal.messages.studio')}`;
  return message.authorName;
}

/**
 * One message: who and when, the text as written (its line breaks kept, long words wrapped so a
 * phone never scrolls sideways), its attachments as links, an internal note marked as staff's.
 * The studio's messages sit on one side and the client side's on the other.
 * @example <MessageBubble message={message} ownId={identity.id} staff />
 */
export function MessageBubble({
  message,
  ownId,
  staff,
}: {
  message: Message;
  ownId: string | undefined;
  staff: boolean;
}) {
  const translate = useTranslate();
  const dateTime = useDateText('dateTime');
  const author = useAuthorLine(message, ownId, staff);
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        alignSelf: message.fromStudio ? 'flex-start' : 'flex-end',
        maxWidth: { xs: '100%', sm: '85%' },
        minWidth: 0,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderStyle: message.internal ? 'dashed' : 'solid',
        borderColor: message.internal ? 'warning.main' : 'divider',
        bgcolor: (theme) =>
          message.internal
            ? alpha(theme.palette.warning.main, 0.08)
            : message.fromStudio
              ? theme.palette.grey[100]
              : theme.palette.background.paper,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {author}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          {dateTime(message.postedAt)}
        </Typography>
        {message.internal && (
          <Chip
            size="small"
            color="warning"
            icon={<LockIcon />}
            label={translate('portal.messages.internal')}
          />
        )}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
      {message.files.length > 0 && (
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0.5,
          }}
        >
          {message.files.map((file) => (
            <Link
              key={file.id}
              href={fileUrl(file.id)}
              target="_blank"
              rel="noopener"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                minHeight: 32,
                maxWidth: '100%',
                overflowWrap: 'anywhere',
              }}
            >
              <AttachFileIcon fontSize="small" />
              {file.name}
            </Link>
          ))}
        </Box>
      )}
    </Box>
  );
}
