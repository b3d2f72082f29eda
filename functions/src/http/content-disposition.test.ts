import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('names an ASCII file both ways', () => {
    expect(contentDisposition('attachment', 'Court Order 2026.pdf')).toBe(
      `attachment; filename="Court Order 2026.pdf"; filename*=UTF-8''Court%20Order%202026.pdf`,
    );
  });

  it('keeps a non-ASCII name exact in filename* and replaces it in the fallback', () => {
    expect(contentDisposition('inline', 'Überweisung (1).pdf')).toBe(
      `inline; filename="_berweisung (1).pdf"; filename*=UTF-8''%C3%9Cberweisung%20%281%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain(`filename="a_b_c__Set-Cookie: x.pdf"`);
  });
});
