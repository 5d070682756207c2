/** Content-Disposition for a download: an ASCII fallback plus the real name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  return disposition('attachment', name);
}

/** Content-Disposition for a file shown in the browser (an operator reading a document). */
export function inlineDisposition(name: string): string {
  return disposition('inline', name);
}

function disposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
