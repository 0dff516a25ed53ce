import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MessageBody } from '../definition';
import { MAX_MESSAGE_CHARACTERS } from '../messageLimits';
import { FileButton } from '../../../client/common/FileButton';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { ACCEPTED_FILE_TYPES } from '../../../client/data/files/acceptedFileTypes';
import { AttachmentList } from './AttachmentList';
import type { ThreadKey } from './threadKey';
import { useMessageAttachments } from './useMessageAttachments';
import '../../../client/i18n/late/messages';

const InternalNoteSwitch = lazyComponent(
  () => import('./InternalNoteSwitch'),
  'InternalNoteSwitch',
  null,
);

/**
 * The box a message is written in: its text, its files (uploaded as they are picked), and for staff
 * the internal-note switch (docs/messages.md#internal-notes). Sent as `POST /api/messages`; the
 * server says who wrote it and when.
 * @example <MessageCompose thread={{ orderId }} staff onSent={refetch} />
 */
export function MessageCompose({
  thread,
  staff,
  onSent,
}: {
  thread: ThreadKey;
  staff: boolean;
  onSent: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const attachments = useMessageAttachments();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const data: MessageBody = { ...thread, text, internal, fileIds: attachments.fileIds };
    setSending(true);
    try {
      await dataProvider.create('messages', { data });
      setText('');
      setInternal(false);
      attachments.clear();
      notify('portal.messages.sent', { type: 'success' });
      onSent();
    } catch (error) {
      notify((error as Error).message || 'portal.messages.notSent', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void send(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <TextField
        label={translate('portal.messages.compose')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_CHARACTERS } }}
      />
      <AttachmentList attachments={attachments} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FileButton
          size="large"
          startIcon={<AttachFileIcon />}
          multiple
          accept={ACCEPTED_FILE_TYPES}
          again
          onFiles={(files) => attachments.add(files)}
        >
          {translate('portal.messages.attach')}
        </FileButton>
        {staff && <InternalNoteSwitch checked={internal} onChange={setInternal} />}
        <Button
          type="submit"
          size="large"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={sending || attachments.uploading || text.trim() === ''}
          sx={{ ml: 'auto' }}
        >
          {translate('portal.messages.send')}
        </Button>
      </Box>
    </Box>
  );
}
