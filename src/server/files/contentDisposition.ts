/**
 * A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187).
 * @example contentDisposition('attachment', 'Löwe.pdf') // attachment; filename="L_we.pdf"; filename*=UTF-8''L%C3%B6we.pdf
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
