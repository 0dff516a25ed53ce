/**
 * The name a file is kept under: no folders, no control characters, at most 200 characters, with
 * the extension of what it is stored as (a HEIC photo becomes .jpg).
 * @example storedFileName('C:\\fakepath\\IMG_0001.HEIC', 'image/jpeg') // 'IMG_0001.jpg'
 */
export function storedFileName(sent: string | undefined, contentType: string): string {
  const extensions = EXTENSIONS[contentType] ?? [''];
  const base = (sent ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what goes
    .replace(/[\x00-\x1f\x7f]/g, '')
    .trim()
    .slice(0, 200);
  const extension = /\.[^.]*$/.exec(base)?.[0] ?? '';
  if (extension && extensions.includes(extension.toLowerCase())) return base;
  return `${base.slice(0, base.length - extension.length) || 'file'}${extensions[0]}`;
}

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};
