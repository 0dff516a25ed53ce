import { Box, Button } from '@mui/material';
import type { ChangeEvent } from 'react';
import { TextInput, useInput, type InputProps } from 'react-admin';

const MAX_BYTES = 500_000;

/**
 * An image as a web address or an uploaded file kept inline as a data URL, with a preview.
 * The shell's shared image preview replaces the <img> once it is on main.
 */
export function ImageUrlInput(props: InputProps & { label?: string }) {
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
      {field.value ? (
        <img src={field.value} alt="" style={{ width: 104, height: 96, objectFit: 'cover' }} />
      ) : null}
      <TextInput
        {...props}
        parse={(value: string) => value || null}
        helperText="A web address, or upload a file"
      />
      <Button component="label" variant="outlined" size="small">
        Upload
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
