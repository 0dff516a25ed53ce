import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { Message } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { MessageCompose } from './MessageCompose';
import { MessageList } from './MessageList';
import type { ThreadKey } from './threadKey';
import { useMarkThreadRead } from './useMarkThreadRead';
import '../../../client/i18n/late/messages';

// A thread holds a conversation, not an archive: one page of the oldest first is all of it.
const THREAD_PAGE = { page: 1, perPage: 500 };

/**
 * docs/messages.md: the "Messages" section of an order or an IR: the conversation oldest first and
 * the box to write in, internal notes for staff. Marks an order's thread read as it shows.
 * @example <MessageThread thread={{ orderId: order.id }} />
 */
export function MessageThread({ thread }: { thread: ThreadKey }) {
  const translate = useTranslate();
  const staff = isStaffManager(useMyRoles());
  const { data, error, refetch } = useGetList<Message>('messages', {
    filter: thread,
    sort: { field: 'postedAt', order: 'ASC' },
    pagination: THREAD_PAGE,
  });
  useMarkThreadRead(thread, data?.length);
  return (
    <Box
      component="section"
      aria-label={translate('portal.messages.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2">
        {translate('portal.messages.title')}
      </Typography>
      {error ? (
        <Typography color="error">{translate('portal.messages.loadFailed')}</Typography>
      ) : (
        data && <MessageList messages={data} staff={staff} />
      )}
      <MessageCompose thread={thread} staff={staff} onSent={() => void refetch()} />
    </Box>
  );
}
