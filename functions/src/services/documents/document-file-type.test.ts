import { MIME_TYPE_FOR_EXTENSION, ONBOARDING_UPLOAD_EXTENSIONS } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePlainZip,
  samplePng,
} from '../../testing/sample-files';
import { sniffFileType, uploadMimeType } from './document-file-type';

describe('uploadMimeType', () => {
  it.each([
    ['deed.pdf', { ext: 'pdf', mime: 'application/pdf' }, MIME_TYPE_FOR_EXTENSION.pdf],
    ['will.doc', { ext: 'cfb', mime: 'application/x-cfb' }, MIME_TYPE_FOR_EXTENSION.doc],
    ['order.DOCX', { ext: 'docx', mime: MIME_TYPE_FOR_EXTENSION.docx }, MIME_TYPE_FOR_EXTENSION.docx],
    ['photo.jpg', { ext: 'jpg', mime: 'image/jpeg' }, 'image/jpeg'],
    ['photo.jpeg', { ext: 'jpg', mime: 'image/jpeg' }, 'image/jpeg'],
    ['plan.png', { ext: 'png', mime: 'image/png' }, 'image/png'],
  ] as const)('accepts %s whose content is what its name says', (name, sniffed, expected) => {
    expect(uploadMimeType(name, sniffed)).toBe(expected);
  });

  it.each([
    ['a renamed program', 'deed.pdf', { ext: 'exe', mime: 'application/x-msdownload' }],
    ['content nothing recognises', 'deed.pdf', undefined],
    ['a PNG named .pdf', 'deed.pdf', { ext: 'png', mime: 'image/png' }],
    ['a plain zip named .docx', 'order.docx', { ext: 'zip', mime: 'application/zip' }],
    ['a spreadsheet named .docx', 'order.docx', { ext: 'xlsx', mime: 'application/vnd.ms-excel' }],
    ['a PDF with a disallowed extension', 'deed.gif', { ext: 'pdf', mime: 'application/pdf' }],
    ['a PDF without an extension', 'deed', { ext: 'pdf', mime: 'application/pdf' }],
    ['a program named .exe', 'setup.exe', { ext: 'exe', mime: 'application/x-msdownload' }],
  ] as const)('refuses %s', (_label, name, sniffed) => {
    expect(uploadMimeType(name, sniffed)).toBeUndefined();
  });

  it('accepts a GIF from the onboarding wizard, sniffed like the other images, and nowhere else', () => {
    const gif = { ext: 'gif', mime: 'image/gif' } as const;
    expect(uploadMimeType('scan.gif', gif, ONBOARDING_UPLOAD_EXTENSIONS)).toBe('image/gif');
    expect(uploadMimeType('scan.GIF', gif, ONBOARDING_UPLOAD_EXTENSIONS)).toBe('image/gif');
    expect(uploadMimeType('scan.gif', gif)).toBeUndefined();
    expect(uploadMimeType('scan.gif', { ext: 'png', mime: 'image/png' }, ONBOARDING_UPLOAD_EXTENSIONS)).toBeUndefined();
    expect(
      uploadMimeType('scan.gif', { ext: 'exe', mime: 'application/x-msdownload' }, ONBOARDING_UPLOAD_EXTENSIONS),
    ).toBeUndefined();
    expect(uploadMimeType('scan.png', gif, ONBOARDING_UPLOAD_EXTENSIONS)).toBeUndefined();
  });
});

describe('sniffFileType', () => {
  it.each([
    ['pdf', samplePdf(), 'pdf'],
    ['doc', sampleDoc(), 'cfb'],
    ['docx', sampleDocx(), 'docx'],
    ['jpeg', sampleJpeg(), 'jpg'],
    ['png', samplePng(), 'png'],
    ['gif', sampleGif(), 'gif'],
    ['zip', samplePlainZip(), 'zip'],
    ['exe', sampleExe(), 'exe'],
  ])('recognises the %s sample by its content', async (_label, bytes, ext) => {
    expect((await sniffFileType(bytes))?.ext).toBe(ext);
  });

  it('recognises nothing in plain text', async () => {
    expect(await sniffFileType(Buffer.from('just some words'))).toBeUndefined();
  });
});
