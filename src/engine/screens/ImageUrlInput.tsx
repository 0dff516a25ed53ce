import { Box } from '@mui/material';
import { FileButton } from '../../client/common/FileButton';
import { TextInput, useInput, useTranslate, type InputProps } from 'react-admin';
import { ImagePreview } from '../../client/common/ImagePreview';

const MAX_BYTES = 500_000;

/**
 * An image as a web address or an uploaded file kept inline as a data URL, with the shell's
 * preview (a placeholder while there is none).
 */
export function ImageUrlInput(props: InputProps & { label?: string }) {
  const translate = useTranslate();
  const { field } = useInput({ ...props, parse: (value: string) => value || null });
  const choose = ([file]: File[]) => {
    if (!file || file.size > MAX_BYTES) return;
    const reader = new FileReader();
    reader.onload = () => field.onChange(reader.result as string);
    reader.readAsDataURL(file);
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', width: '100%' }}>
      <ImagePreview
        src={field.value}
        alt={translate(props.label ?? 'portal.engine.image.alt')}
        thumbnailSize={56}
      />
      <TextInput
        {...props}
        parse={(value: string) => value || null}
        helperText="portal.engine.image.helper"
      />
      <FileButton
        variant="outlined"
        size="small"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onFiles={choose}
      >
        {translate('portal.engine.image.upload')}
      </FileButton>
    </Box>
  );
}
