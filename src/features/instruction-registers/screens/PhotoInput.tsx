import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import { FileButton } from '../../../client/common/FileButton';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { thumbnailUrl } from '../../../client/data/files/fileUrls';
import { uploadErrorText } from '../../../client/data/files/uploadErrorText';
import { shrinkPhoto } from './shrinkPhoto';
import { useIrFileUpload } from './useIrFileUpload';

/**
 * A line's photos from the phone's camera, shrunk in the browser, uploaded to `/api/files` and kept
 * as file ids (docs/instruction-registers.md#photos-and-signatures).
 */
// `defaultValue` is read by SimpleFormIterator for a new line's value.
export function PhotoInput({ source }: { source: string; defaultValue: string[] }) {
  const translate = useTranslate();
  const upload = useIrFileUpload();
  const { field } = useInput<string[]>({ source, defaultValue: [] });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const [status, setStatus] = useState('');
  const add = async (files: File[]) => {
    const added: string[] = [];
    for (const file of files) {
      setStatus(translate('portal.instructionRegisters.photo.uploading', { name: file.name }));
      try {
        const stored = await upload(await shrinkPhoto(file));
        added.push(stored.id);
      } catch (error) {
        setStatus(uploadErrorText(translate, error));
        break;
      }
    }
    if (added.length) {
      field.onChange([...ids, ...added]);
      setStatus('');
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ids.map((id) => (
          <Box key={id} sx={{ position: 'relative' }}>
            <img
              src={thumbnailUrl(id)}
              alt={translate('portal.instructionRegisters.photo.alt')}
              width={96}
              height={96}
              style={{ objectFit: 'cover' }}
            />
            <IconButton
              aria-label={translate('portal.instructionRegisters.photo.remove')}
              size="small"
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              onClick={() => field.onChange(ids.filter((one) => one !== id))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <FileButton
        size="large"
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        accept="image/*"
        capture="environment"
        multiple
        inputLabel={translate('portal.instructionRegisters.photo.input')}
        onFiles={(files) => void add(files)}
      >
        {translate('portal.instructionRegisters.photo.add')}
      </FileButton>
      {status && <Typography variant="body2">{status}</Typography>}
    </Box>
  );
}
