// The name a stored file is served under (Content-Disposition) says what the file is: a plain name part
// and the extension of its real, sniffed type. An uploader's `evil.html` that is a PNG is never served
// as .html (issue 23).

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The extension of a content type we store ('bin' for anything else). */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}

/** `base` reduced to letters, digits, '-' and '_' (a dot becomes '-'), then the type's extension. */
export function storedFileName(base: string, contentType: string): string {
  const stem =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'archivo';
  return `${stem}.${extensionOf(contentType)}`;
}
