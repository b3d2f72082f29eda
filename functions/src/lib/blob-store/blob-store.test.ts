import { describe, expect, it } from 'vitest';
import { assertValidBlobPath, blobPath, documentBlobPath, isValidBlobPath } from './blob-store';

describe('blob paths', () => {
  it('accept ids joined by slashes', () => {
    expect(isValidBlobPath('documents/AbC123_-x')).toBe(true);
    expect(isValidBlobPath('documents/harold-petition/petition-to-sell.pdf')).toBe(true);
    expect(documentBlobPath('k3Jd9sPq0aZ')).toBe('documents/k3Jd9sPq0aZ');
  });

  it.each([
    '',
    '/documents/a',
    'documents/a/',
    'documents//a',
    '../secrets',
    'documents/..',
    'documents/./a',
    'documents/.hidden',
    '.meta/documents/a',
    'documents\\a',
    'C:/documents',
    'documents/a b',
    'documents/%2e%2e',
    'documents/é',
    'a/b/c/d/e/f/g/h/i',
    `documents/${'x'.repeat(129)}`,
  ])('refuse %j', (path) => {
    expect(isValidBlobPath(path)).toBe(false);
    expect(() => assertValidBlobPath(path)).toThrow('Invalid blob path');
  });

  it('refuse an id that would add a segment or climb out', () => {
    expect(() => documentBlobPath('../../etc/passwd')).toThrow('Invalid blob path');
    expect(() => documentBlobPath('a/b')).not.toThrow();
    expect(() => blobPath('documents', '..')).toThrow('Invalid blob path');
  });
});
