import { Box, Button } from '@mui/material';
import type { ChangeEvent } from 'react';
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
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
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
      <Button component="label" role={undefined} variant="outlined" size="small">
        {translate('portal.engine.image.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={choose}
        />
      </Button>
    </Box>
  );
}
