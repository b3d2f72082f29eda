import { uploadTexts } from '@estatekey/domain';
import express, { type Express } from 'express';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../testing/serve-app';
import { handleErrors } from './middleware/errors';
import { decodeFormDataFileName, readSingleFileUpload } from './multipart';

const LIMITS = { maxFileBytes: 1024, maxFields: 5, maxFieldBytes: 256 };

function uploadApp(): Express {
  const app = express();
  app.post('/upload', async (req, res) => {
    const { fields, file } = await readSingleFileUpload(req, LIMITS);
    res.json({ fields, file: file && { fileName: file.fileName, base64: file.bytes.toString('base64') } });
  });
  app.use(handleErrors);
  return app;
}

/** Cloud Functions (and its emulator) read every body into `req.rawBody` before the app sees the request. */
function mountedLikeCloudFunctions(app: Express): Express {
  const platform = express();
  platform.use(
    express.raw({
      type: '*/*',
      limit: '32mb',
      verify: (req, _res, buffer) => {
        (req as unknown as { rawBody: Buffer }).rawBody = buffer;
      },
    }),
  );
  platform.use(app);
  return platform;
}

function form(parts: { fields?: Record<string, string>; files?: { name: string; bytes: Buffer }[] }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) body.append(name, value);
  for (const file of parts.files ?? []) body.append('file', new Blob([file.bytes]), file.name);
  return body;
}

async function post(app: Express, body: FormData | string, headers: Record<string, string> = {}) {
  return await withServer(app, async (baseUrl) => {
    const response = await fetchWithTimeout(`${baseUrl}/upload`, { method: 'POST', body, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  });
}

describe.each([
  ['streamed', uploadApp],
  ['pre-read into rawBody', () => mountedLikeCloudFunctions(uploadApp())],
])('readSingleFileUpload (%s body)', (_label, makeApp) => {
  it('hands over the text fields and the file, with its name as the user chose it', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const answer = await post(
      makeApp(),
      form({
        fields: { documentType: 'Petition', caseId: 'case-1' },
        files: [{ name: 'Überweisung "final" 100%.pdf', bytes }],
      }),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        fields: { documentType: 'Petition', caseId: 'case-1' },
        file: { fileName: 'Überweisung "final" 100%.pdf', base64: bytes.toString('base64') },
      },
    });
  });

  it('accepts a file of exactly the limit and answers 413 to one byte more', async () => {
    const atLimit = await post(makeApp(), form({ files: [{ name: 'a.pdf', bytes: Buffer.alloc(1024, 7) }] }));
    expect(atLimit.status).toBe(200);
    const over = await post(makeApp(), form({ files: [{ name: 'a.pdf', bytes: Buffer.alloc(1025, 7) }] }));
    expect(over).toEqual({ status: 413, body: { message: uploadTexts.fileTooLarge } });
  });

  it('refuses a second file', async () => {
    const bytes = Buffer.from('x');
    const answer = await post(
      makeApp(),
      form({
        files: [
          { name: 'a.pdf', bytes },
          { name: 'b.pdf', bytes },
        ],
      }),
    );
    expect(answer).toEqual({ status: 400, body: { message: uploadTexts.oneFileOnly } });
  });

  it('reports no file for a form without one or with an empty file input', async () => {
    expect(await post(makeApp(), form({ fields: { caseId: 'c' } }))).toEqual({
      status: 200,
      body: { fields: { caseId: 'c' } },
    });
    expect((await post(makeApp(), form({ files: [{ name: '', bytes: Buffer.alloc(0) }] }))).body).toEqual({
      fields: {},
    });
  });

  it('answers 400 to a body that is not multipart', async () => {
    const answer = await post(makeApp(), 'caseId=c', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(answer).toEqual({
      status: 400,
      body: { message: uploadTexts.selectFile, errors: [{ path: 'file', message: uploadTexts.selectFile }] },
    });
  });

  it('answers 400 to a multipart body that breaks off', async () => {
    const answer = await post(makeApp(), '--xyz\r\nContent-Disposition: form-data; name="caseId"\r\n\r\nc', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toHaveProperty('stack');
  });
});

describe('decodeFormDataFileName', () => {
  it('turns back the three escapes of the multipart encoding and nothing else', () => {
    expect(decodeFormDataFileName('a %22b%22%0D%0a c %25 d%2F.pdf')).toBe('a "b"\r\n c %25 d%2F.pdf');
  });
});

describe('readSingleFileUpload limits', () => {
  it('keeps only the first value of a repeated field', async () => {
    const body = new FormData();
    body.append('caseId', 'first');
    body.append('caseId', 'second');
    expect((await post(uploadApp(), body)).body).toEqual({ fields: { caseId: 'first' } });
  });
});
