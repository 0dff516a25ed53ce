import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import { Box, ButtonBase, Dialog, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

// docs/navigation.md#image-preview: the popup's default image size.
export const PREVIEW_WIDTH = 260;
export const PREVIEW_HEIGHT = 240;

interface ImagePreviewProps {
  src?: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** Side of the square thumbnail that opens the popup. */
  thumbnailSize?: number;
}

function Picture({ src, alt, width, height }: Required<Omit<ImagePreviewProps, 'thumbnailSize'>>) {
  const translate = useTranslate();
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={translate('portal.common.imagePreview.noImageOf', { name: alt })}
        sx={{
          width,
          height,
          display: 'grid',
          placeContent: 'center',
          justifyItems: 'center',
          bgcolor: 'grey.200',
          color: 'text.secondary',
        }}
      >
        <ImageNotSupported />
        {width >= 120 && (
          <Typography variant="caption">
            {translate('portal.common.imagePreview.noImage')}
          </Typography>
        )}
      </Box>
    );
  }
  return <Box component="img" src={src} alt={alt} sx={{ width, height, objectFit: 'contain' }} />;
}

/**
 * A thumbnail that opens the image enlarged in a popup (260x240 unless told), with a placeholder
 * when there is no image.
 * @example <ImagePreview src={species.imageUrl} alt={species.commonName} />
 */
export function ImagePreview({
  src,
  alt,
  width = PREVIEW_WIDTH,
  height = PREVIEW_HEIGHT,
  thumbnailSize = 40,
}: ImagePreviewProps) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <ButtonBase
        aria-label={translate('portal.common.imagePreview.preview', { name: alt })}
        onClick={() => setOpen(true)}
        sx={{ borderRadius: 1, overflow: 'hidden' }}
      >
        <Picture src={src ?? null} alt={alt} width={thumbnailSize} height={thumbnailSize} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} aria-label={alt}>
        <Picture src={src ?? null} alt={alt} width={width} height={height} />
      </Dialog>
    </>
  );
}
