import { describe, expect, it } from 'vitest';
import { documentsTexts } from '../messages/documents-texts';
import { documentScreenQuerySchema, documentViewers, formatViewedAt, isDocumentViewedFor } from './document-views';

describe('document views', () => {
  const at = (iso: string) => new Date(iso);

  it('lists everyone else who opened a document, earliest first, by the name written with the first view', () => {
    const document = {
      uploaderId: 'avery',
      viewedBy: {
        bob: at('2026-11-23T15:00:00Z'),
        alice: at('2026-11-23T14:14:00Z'),
        avery: at('2026-11-23T13:00:00Z'),
      },
      viewerNames: { alice: 'Alice Guardian' },
    };
    expect(documentViewers(document, 'avery')).toEqual([
      { uid: 'alice', name: 'Alice Guardian', at: at('2026-11-23T14:14:00Z') },
      { uid: 'bob', name: documentsTexts.aReader, at: at('2026-11-23T15:00:00Z') },
    ]);
  });

  it("writes 'Nov 23, 2:14 PM'", () => {
    expect(formatViewedAt(at('2026-11-23T14:14:00Z'), 'UTC').replace(/\s/g, ' ')).toBe('Nov 23, 2:14 PM');
    expect(documentsTexts.viewedBy('Alice Guardian', 'Nov 23, 2:14 PM')).toBe(
      'Viewed by Alice Guardian, Nov 23, 2:14 PM',
    );
  });

  it('is Viewed for a reader once they opened it, and for the uploader once someone else did', () => {
    const document = { uploaderId: 'avery', viewedBy: { avery: at('2026-11-23T13:00:00Z') } };
    expect(isDocumentViewedFor(document, 'avery')).toBe(false);
    expect(isDocumentViewedFor(document, 'alice')).toBe(false);
    const opened = { ...document, viewedBy: { ...document.viewedBy, alice: at('2026-11-23T14:00:00Z') } };
    expect(isDocumentViewedFor(opened, 'avery')).toBe(true);
    expect(isDocumentViewedFor(opened, 'alice')).toBe(true);
  });

  it('takes the screen a document was opened from, and refuses an unknown one', () => {
    expect(documentScreenQuerySchema.parse({})).toEqual({ from: 'other' });
    expect(documentScreenQuerySchema.parse({ from: 'agent-documents' })).toEqual({ from: 'agent-documents' });
    expect(documentScreenQuerySchema.safeParse({ from: 'elsewhere' }).success).toBe(false);
  });
});
