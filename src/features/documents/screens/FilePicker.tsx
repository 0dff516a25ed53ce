import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
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
  const picked = (list: FileList | null) => list && onFiles([...list]);
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
        <Button
          component="label"
          role={undefined}
          size="large"
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          {translate('portal.documents.picker.choose')}
          <input
            hidden
            type="file"
            multiple
            accept={ACCEPTED_FILE_TYPES}
            onChange={(e) => picked(e.target.files)}
          />
        </Button>
        <Button
          component="label"
          role={undefined}
          size="large"
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
        >
          {translate('portal.documents.picker.takePhoto')}
          <input
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => picked(e.target.files)}
          />
        </Button>
      </Stack>
    </Box>
  );
}
