import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Message } from '../definition';
import { MessageBubble } from './MessageBubble';
import '../../../client/i18n/late/messages';

/**
 * The thread oldest first, as the server answers it (internal notes only for staff).
 * @example <MessageList messages={data} staff={false} />
 */
export function MessageList({ messages, staff }: { messages: readonly Message[]; staff: boolean }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (messages.length === 0)
    return (
      <Typography color="text.secondary">
        {translate(staff ? 'portal.messages.emptyStaff' : 'portal.messages.empty')}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={translate('portal.messages.list')}
      sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          ownId={identity?.id === undefined ? undefined : String(identity.id)}
          staff={staff}
        />
      ))}
    </Box>
  );
}
