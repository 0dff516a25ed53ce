import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FileButton } from '../../../client/common/FileButton';
import { ACCEPTED_FILE_TYPES } from '../../../client/data/files/acceptedFileTypes';
import '../../../client/i18n/late/documents';

/**
 * Files by drag and drop, by choosing them, or from the phone's camera; several at once.
 * @example <FilePicker onFiles={(files) => uploads.add(files)} />
 */
export function FilePicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <Box
      aria-label={translate('portal.documents.picker.dropZone')}
      role="region"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'secondary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
      }}
    >
      <Typography gutterBottom>{translate('portal.documents.picker.hint')}</Typography>
      {/* docs/documents.md "Screens": on a phone the buttons wrap, each a large touch target. */}
      <Stack direction="row" gap={1} flexWrap="wrap" justifyContent="center">
        <FileButton
          size="large"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          multiple
          accept={ACCEPTED_FILE_TYPES}
          onFiles={onFiles}
        >
          {translate('portal.documents.picker.choose')}
        </FileButton>
        <FileButton
          size="large"
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          accept="image/*"
          capture="environment"
          onFiles={onFiles}
        >
          {translate('portal.documents.picker.takePhoto')}
        </FileButton>
      </Stack>
    </Box>
  );
}
