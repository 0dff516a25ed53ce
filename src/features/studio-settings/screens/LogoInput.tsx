import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { FileButton } from '../../../client/common/FileButton';
import { thumbnailUrl } from '../../../client/data/files/fileUrls';
import { uploadErrorText } from '../../../client/data/files/uploadErrorText';
import { useFileUpload } from '../../../client/data/files/useFileUpload';

/**
 * The studio's logo: an image uploaded to `/api/files` and kept as the settings' file id, which
 * the quote PDF prints at its head (docs/payments.md#studio-settings).
 */
export function LogoInput() {
  const translate = useTranslate();
  const upload = useFileUpload();
  const { field } = useInput<string | null>({ source: 'logoFileId', defaultValue: null });
  const [status, setStatus] = useState('');
  const text = (key: string, options?: object) =>
    translate(`resources.studio-settings.logo.${key}`, options);
  const choose = async ([file]: File[]) => {
    if (!file) return;
    setStatus(text('uploading', { name: file.name }));
    try {
      field.onChange((await upload(file, () => undefined)).id);
      setStatus('');
    } catch (error) {
      setStatus(uploadErrorText(translate, error));
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('resources.studio-settings.fields.logoFileId')}
      </Typography>
      {field.value && (
        <Box sx={{ position: 'relative', display: 'inline-block', my: 1 }}>
          <img src={thumbnailUrl(field.value)} alt={text('alt')} height={64} />
          <IconButton
            aria-label={text('remove')}
            size="small"
            sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            onClick={() => field.onChange(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box>
        <FileButton
          variant="outlined"
          startIcon={<ImageIcon />}
          accept="image/png,image/jpeg"
          inputLabel={text('input')}
          onFiles={(files) => void choose(files)}
        >
          {text('choose')}
        </FileButton>
      </Box>
      {status && (
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      )}
    </Box>
  );
}
