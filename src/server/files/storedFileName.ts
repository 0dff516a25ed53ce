import { DIRECTION_CONTROLS, LINE_BREAKS_AND_CONTROLS } from '../../engine/plainText';

// docs/files.md#types: a name is shown as sent, so it must not hold what reorders or breaks it.
const UNSHOWABLE = new RegExp(
  `${LINE_BREAKS_AND_CONTROLS.source}|${DIRECTION_CONTROLS.source}`,
  'g',
);

/**
 * The name a file is kept under: no folders, no control or direction characters, at most 200
 * characters, with the extension of what it is stored as (a HEIC photo becomes .jpg).
 * @example storedFileName('C:\\fakepath\\IMG_0001.HEIC', 'image/jpeg') // 'IMG_0001.jpg'
 */
export function storedFileName(sent: string | undefined, contentType: string): string {
  const extensions = EXTENSIONS[contentType] ?? [''];
  const base = (sent ?? '').split(/[/\\]/).pop()!.replace(UNSHOWABLE, '').trim().slice(0, 200);
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
