import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { DocumentRecord } from '../definition';
import { ImagePreview } from '../../../client/common/ImagePreview';
import { fileUrl } from '../../../client/data/files/fileUrls';
import '../../../client/i18n/late/documents';

type Previewed = Pick<DocumentRecord, 'title' | 'fileId' | 'fileName' | 'fileContentType'>;

/**
 * docs/documents.md "Screens": an image opens in the image preview popup, a PDF shows in the
 * browser's own viewer; both download by name.
 * @example <DocumentPreview document={record} />
 */
export function DocumentPreview({ document }: { document: Previewed }) {
  const translate = useTranslate();
  const url = fileUrl(document.fileId);
  const isPdf = document.fileContentType === 'application/pdf';
  return (
    <Stack spacing={1} aria-label={translate('portal.documents.preview.label')} component="section">
      {isPdf ? (
        <Box
          component="iframe"
          src={url}
          title={document.title}
          sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <ImagePreview src={url} alt={document.title} thumbnailSize={160} width={640} height={480} />
      )}
      <Box>
        <Button href={url} download={document.fileName} startIcon={<DownloadIcon />}>
          {translate('portal.documents.preview.download', { name: document.fileName })}
        </Button>
      </Box>
    </Stack>
  );
}
