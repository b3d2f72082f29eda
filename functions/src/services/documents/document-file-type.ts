import {
  ALLOWED_UPLOAD_EXTENSIONS,
  fileExtension,
  isAllowedUploadExtension,
  MIME_TYPE_FOR_EXTENSION,
  type UploadExtension,
  type UploadMimeType,
} from '@estatekey/domain';

/** What content sniffing found: file-type's extension and MIME type, or undefined when it recognised nothing. */
export type SniffedFileType = { readonly ext: string; readonly mime: string } | undefined;

/**
 * What the content of each allowed extension must sniff as. Word 97–2003 files are OLE compound files ('cfb'), a
 * container file-type does not tell apart further; .docx is a zip whose parts are Word's.
 */
const CONTENT_FOR_EXTENSION: Record<UploadExtension, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
};

/**
 * The MIME type to store for an upload, or undefined when it must be refused (415): the name's extension must be
 * allowed (`extensions`: the upload page's list, or the onboarding wizard's with GIF) and the content must really be
 * a file of that kind, so a renamed program or a PNG called .pdf is refused.
 */
export function uploadMimeType(
  fileName: string,
  sniffed: SniffedFileType,
  extensions: readonly UploadExtension[] = ALLOWED_UPLOAD_EXTENSIONS,
): UploadMimeType | undefined {
  if (!isAllowedUploadExtension(fileName, extensions) || sniffed === undefined) return undefined;
  const extension = fileExtension(fileName) as UploadExtension;
  return CONTENT_FOR_EXTENSION[extension].includes(sniffed.ext) ? MIME_TYPE_FOR_EXTENSION[extension] : undefined;
}

/** Sniffs the file type from the bytes. file-type is ESM-only; the CommonJS bundle loads it on first use. */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedFileType> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? { ext: detected.ext, mime: detected.mime } : undefined;
}
