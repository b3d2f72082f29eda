import { DomainError, uploadTexts } from '@estatekey/domain';
import busboy from 'busboy';
import type { Request } from 'express';

export interface UploadLimits {
  /** Largest file accepted; one byte more answers 413. */
  readonly maxFileBytes: number;
  /** Text fields read; later ones are ignored. */
  readonly maxFields: number;
  /** Bytes kept of each text field. */
  readonly maxFieldBytes: number;
}

export interface ReceivedFile {
  /** The name the client sent, unsanitised. */
  readonly fileName: string;
  readonly bytes: Buffer;
}

export interface SingleFileUpload {
  readonly fields: Readonly<Record<string, string>>;
  /** Absent when the form carried no file (or an empty file input). */
  readonly file: ReceivedFile | undefined;
}

/**
 * Browsers write '"', CR and LF in a file name as %22, %0D and %0A (HTML's multipart/form-data encoding) and escape
 * nothing else, so those three are turned back; a name that really contained '%22' is rare and comes out safe anyway.
 */
export function decodeFormDataFileName(encoded: string): string {
  return encoded.replace(/%(22|0D|0A)/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const selectFile = () =>
  DomainError.badRequest(uploadTexts.selectFile, [{ path: 'file', message: uploadTexts.selectFile }]);

/**
 * Reads a multipart/form-data body with one file into memory, within `limits`. Cloud Functions and its emulator have
 * read the body before the app runs (`req.rawBody`); elsewhere the request stream is parsed as it arrives. A file above
 * the limit answers 413 once the body has been read, a second file 400, and a body that is not multipart 400.
 */
export async function readSingleFileUpload(req: Request, limits: UploadLimits): Promise<SingleFileUpload> {
  if (!req.is('multipart/form-data')) throw selectFile();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as raw UTF-8.
      defParamCharset: 'utf8',
      limits: {
        // One byte more than allowed, so a file of exactly the limit is accepted and one byte over is detected.
        fileSize: limits.maxFileBytes + 1,
        files: 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFields + 2,
      },
    });
  } catch {
    // No boundary, or a content type busboy cannot read.
    throw selectFile();
  }

  return await new Promise<SingleFileUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | undefined;
    let tooLarge = false;
    let tooManyFiles = false;

    parser.on('field', (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limits.maxFileBytes) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (size > limits.maxFileBytes) tooLarge = true;
        const fileName = decodeFormDataFileName(info.filename ?? '');
        if (fileName !== '' || size > 0) file = { fileName, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => {
      tooManyFiles = true;
    });
    parser.on('error', () => {
      reject(DomainError.badRequest());
    });
    parser.on('close', () => {
      if (tooLarge) reject(DomainError.payloadTooLarge(uploadTexts.fileTooLarge));
      else if (tooManyFiles) reject(DomainError.badRequest(uploadTexts.oneFileOnly));
      else resolve({ fields, file });
    });

    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
