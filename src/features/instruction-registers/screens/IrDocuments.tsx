import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useDateText } from '../../../client/common/useDateText';
import {
  DOCUMENT_KIND_KEYS,
  DOCUMENT_KINDS,
  type DocumentKind,
} from '../../documents/documentKinds';
import type { DocumentRecord } from '../../documents/definition';
import { DocumentFiles, useDocumentUploads } from '../../documents/screens/public';
import { fileUrl } from '../../../client/data/files/fileUrls';
import { routeOf } from '../../../engine/screens/dataProvider';
import '../../../client/i18n/late/irDocuments';

/** The IR's documents, newest first, each opening its file (collectors may not open /documents). */
function IrDocumentList({ documents }: { documents: readonly DocumentRecord[] }) {
  const translate = useTranslate();
  const date = useDateText();
  if (documents.length === 0)
    return <Typography>{translate('portal.irDocuments.empty')}</Typography>;
  return (
    <List aria-label={translate('portal.irDocuments.list')}>
      {documents.map((doc) => (
        <ListItemButton
          key={doc.id}
          component="a"
          href={fileUrl(doc.fileId)}
          target="_blank"
          rel="noopener"
          aria-label={translate('portal.irDocuments.open', { title: doc.title })}
          sx={{ minHeight: 56 }}
        >
          <ListItemText
            primary={doc.title}
            secondary={translate('portal.irDocuments.uploaded', {
              kind: translate(DOCUMENT_KIND_KEYS[doc.kind]),
              date: date(doc.uploadedAt),
            })}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Several files of one kind become documents of this IR, each with its progress. */
function IrDocumentAttach({ irId, onSaved }: { irId: string; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const uploads = useDocumentUploads();
  const [kind, setKind] = useState<DocumentKind>('other');
  const [busy, setBusy] = useState(false);
  const attach = async () => {
    setBusy(true);
    const { saved, failed } = await uploads.start({ kind, irId, clientId: null, orderId: null });
    setBusy(false);
    if (saved > 0) onSaved();
    if (failed > 0)
      notify(translate('portal.irDocuments.notSaved', { smart_count: failed }), { type: 'error' });
    else notify(translate('portal.irDocuments.saved', { smart_count: saved }), { type: 'success' });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        label={translate('portal.irDocuments.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as DocumentKind)}
      >
        {DOCUMENT_KINDS.map((value) => (
          <MenuItem key={value} value={value} sx={{ minHeight: 48 }}>
            {translate(DOCUMENT_KIND_KEYS[value])}
          </MenuItem>
        ))}
      </TextField>
      <DocumentFiles uploads={uploads} />
      <Button
        size="large"
        variant="contained"
        disabled={busy || !uploads.hasPending}
        onClick={() => void attach()}
      >
        {translate('portal.irDocuments.attach')}
      </Button>
    </Box>
  );
}

/**
 * docs/instruction-registers.md#documents: the IR's documents on its own screen, where collectors
 * (kept under /instruction-registers) and its other readers see them; `canAttach` adds the upload.
 * @example <IrDocuments irId={ir.id} canAttach={mayAttachIrDocuments(actor)} />
 */
export function IrDocuments({ irId, canAttach }: { irId: string; canAttach: boolean }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<DocumentRecord>(routeOf('documents'), {
    filter: { irId },
    sort: { field: 'uploadedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Box
      component="section"
      aria-label={translate('portal.irDocuments.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, maxWidth: 600 }}
    >
      <Typography variant="h6" component="h2">
        {translate('portal.irDocuments.title')}
      </Typography>
      {error ? (
        <Typography color="error">{translate('portal.irDocuments.loadFailed')}</Typography>
      ) : (
        !isPending && <IrDocumentList documents={data} />
      )}
      {canAttach && <IrDocumentAttach irId={irId} onSaved={() => void refetch()} />}
    </Box>
  );
}
