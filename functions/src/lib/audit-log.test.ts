import { DomainError, type AuditLog } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { auditLogCsvRow, csvField, csvLine, decodeAuditCursor, encodeAuditCursor } from './audit-log';

describe('audit log CSV', () => {
  it('leaves plain fields alone', () => {
    expect(csvField('property.shared')).toBe('property.shared');
    expect(csvField('')).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('writes an entry as at, actor, action, target type, target id and details as JSON', () => {
    const entry: AuditLog = {
      id: 'e1',
      actorId: 'u1',
      action: 'property.shared',
      targetType: 'property',
      targetId: 'p1',
      at: new Date('2026-01-02T03:04:05.000Z'),
      details: { userId: 'u2', permissionLevel: 'view' },
    };
    expect(auditLogCsvRow(entry)).toBe(
      '2026-01-02T03:04:05.000Z,u1,property.shared,property,p1,"{""userId"":""u2"",""permissionLevel"":""view""}"\r\n',
    );
  });
});

describe('audit log page token', () => {
  const cursor = { seconds: 1_790_000_000, nanoseconds: 123_456_000, id: 'entry-1' };

  it('round-trips a cursor through an opaque URL-safe token', () => {
    const token = encodeAuditCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAuditCursor(token)).toEqual(cursor);
  });

  it.each([
    'not a token',
    Buffer.from('{"seconds":1}').toString('base64url'),
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('[1,-2,"x"]').toString('base64url'),
    Buffer.from('[1,2,""]').toString('base64url'),
  ])('refuses the token %j with a 400 naming query.pageToken', (token) => {
    let refusal: unknown;
    try {
      decodeAuditCursor(token);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 400, errors: [{ path: 'query.pageToken' }] });
  });
});
