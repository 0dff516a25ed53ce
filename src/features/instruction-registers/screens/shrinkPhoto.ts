/** docs/instruction-registers.md#photos-and-signatures: the long edge a photo is shrunk to before upload. */
export const PHOTO_LONG_EDGE = 1600;

/** The size that fits `width` x `height` within `longEdge`, never enlarged. */
export function fittedSize(width: number, height: number, longEdge = PHOTO_LONG_EDGE) {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A phone photo as a JPEG of at most PHOTO_LONG_EDGE px on its long edge, turned upright as the
 * camera meant it; a file the browser cannot decode goes as it is (the server judges its type).
 * @example const small = await shrinkPhoto(input.files[0]);
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.85),
  );
  if (!blob) return file;
  return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}
