import { createHash } from 'node:crypto';
import {
  caseSchema,
  documentReaderIds,
  documentSchema,
  propertyAgentIds,
  propertySchema,
  type Case,
  type Property,
} from '@estatekey/domain';
import type { z } from 'zod';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { documentBlobPath } from 'functions/blob-store';
import { entity, personaRoleOf, seededEntities, type SeedClock, type SeedDocument, type SeedFile } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

/** A one-page PDF whose text names the document, so a download opens as a real file. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoCourtDocument {
  readonly caseId: string;
  readonly documentType: z.input<typeof documentSchema>['documentType'];
  readonly description: string;
  readonly filingDate: string | null;
  readonly originalName: string;
  readonly uploader: Persona;
  readonly viewedBy: Record<string, Date>;
  readonly uploadedDaysAgo: number;
}

/**
 * Court documents: metadata plus the file bytes the blob store serves. The case's name and number and the reader
 * list come from the seeded case and its properties, by the rule the upload and the reader-list trigger apply.
 */
export function buildCourtDocuments(
  clock: SeedClock,
  seeded: readonly SeedDocument[],
): { documents: SeedDocument[]; files: SeedFile[] } {
  const { alice, avery } = PERSONAS;
  const ids = SEED_IDS;
  const cases = seededEntities<Case>(caseSchema, seeded, 'cases');
  const properties = seededEntities<Property>(propertySchema, seeded, 'properties');
  const files: SeedFile[] = [];
  const courtDocument = (id: string, fields: DemoCourtDocument) => {
    const legalCase = cases.get(fields.caseId);
    if (!legalCase) throw new Error(`The seed has no case ${fields.caseId}`);
    const caseProperties = legalCase.propertyIds.flatMap((propertyId) => properties.get(propertyId) ?? []);
    const agents = propertyAgentIds(caseProperties, personaRoleOf);
    const bytes = demoPdf(`${fields.documentType}: ${legalCase.caseName}`);
    const storagePath = documentBlobPath(id);
    files.push({ storagePath, mimeType: 'application/pdf', bytes });
    return entity(documentSchema, 'documents', `documents/${id}`, {
      caseId: fields.caseId,
      caseName: legalCase.caseName,
      caseNumber: legalCase.caseNumber,
      documentType: fields.documentType,
      description: fields.description,
      filingDate: fields.filingDate,
      originalName: fields.originalName,
      storagePath,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploaderId: fields.uploader.uid,
      uploaderName: fields.uploader.displayName,
      uploaderRole: fields.uploader.role,
      viewedBy: fields.viewedBy,
      readerIds: documentReaderIds(legalCase, fields.uploader.uid, agents),
      createdAt: clock.at(-fields.uploadedDaysAgo, '14:00'),
    });
  };
  const documents = [
    courtDocument(ids.documents.haroldPetition, {
      caseId: ids.cases.haroldEstate,
      documentType: 'Petition',
      description: 'Petition for leave to sell real estate.',
      filingDate: clock.dateIn(-20),
      originalName: 'petition-to-sell.pdf',
      uploader: avery,
      viewedBy: { [alice.uid]: clock.at(-19, '08:30') },
      uploadedDaysAgo: 20,
    }),
    courtDocument(ids.documents.haroldOrder, {
      caseId: ids.cases.haroldEstate,
      documentType: 'Court Order',
      description: 'Order appointing the independent administrator.',
      filingDate: clock.dateIn(-4),
      originalName: 'order-appointing-administrator.pdf',
      uploader: avery,
      viewedBy: {},
      uploadedDaysAgo: 4,
    }),
    courtDocument(ids.documents.oakAffidavit, {
      caseId: ids.cases.oakGuardianship,
      documentType: 'Affidavit',
      description: 'Affidavit of the guardian on the condition of the duplex.',
      filingDate: null,
      originalName: 'guardian-affidavit.pdf',
      uploader: alice,
      viewedBy: { [avery.uid]: clock.at(-1, '09:15') },
      uploadedDaysAgo: 2,
    }),
    courtDocument(ids.documents.pineHearingNotice, {
      caseId: ids.cases.pineEstateSale,
      documentType: 'Hearing Notice',
      description: 'Notice of the court approval hearing.',
      filingDate: clock.dateIn(-10),
      originalName: 'notice-of-hearing.pdf',
      uploader: avery,
      viewedBy: {},
      uploadedDaysAgo: 10,
    }),
  ];
  return { documents, files };
}
