import { describe, expect, it } from 'vitest';
import { CASE_TYPES, emptyProgressStatus } from '../case/case';
import {
  REQUIRED_DOCUMENTS_BY_CASE_TYPE,
  currentCaseStage,
  documentMeetsRequirement,
  missingRequiredDocuments,
  requiredDocumentChecklist,
  requiredDocumentsFor,
} from './required-documents';

function requirementOf(key: string) {
  const found = requiredDocumentsFor('Probate Real Estate').find((entry) => entry.key === key);
  if (!found) throw new Error(`no ${key} in the probate checklist`);
  return found;
}

const probate = { caseType: 'Probate Real Estate', progressStatus: emptyProgressStatus() };

describe('required documents checklist', () => {
  it('has a list for every case type, the sale types ending with the order confirming the sale', () => {
    expect(Object.keys(REQUIRED_DOCUMENTS_BY_CASE_TYPE).sort()).toEqual([...CASE_TYPES].sort());
    expect(requiredDocumentsFor('Guardian Property Sale').map((entry) => entry.key)).toContain('lettersOfGuardianship');
    expect(requiredDocumentsFor('Estate Sale').at(-1)?.key).toBe('orderConfirmingSale');
    expect(requiredDocumentsFor('No such type')).toEqual([]);
  });

  it('matches by document type and whole words of title, file name or description', () => {
    const letters = requirementOf('lettersTestamentary');
    expect(
      documentMeetsRequirement({ documentType: 'Court Order', originalName: 'Letters-Testamentary.pdf' }, letters),
    ).toBe(true);
    expect(
      documentMeetsRequirement({ documentType: 'Motion', originalName: 'letters testamentary.pdf' }, letters),
    ).toBe(false);
    const will = requirementOf('will');
    expect(documentMeetsRequirement({ documentType: 'Other', description: 'Client is willing to sell' }, will)).toBe(
      false,
    );
    expect(documentMeetsRequirement({ documentType: 'Other', description: 'Last Will of J. Doe' }, will)).toBe(true);
  });

  it('reports present and missing, and the client sees only what is due and missing', () => {
    const documents = [
      { documentType: 'Other', originalName: 'death_certificate.pdf' },
      { documentType: 'Court Order', description: 'Order authorizing sale of 12 Elm St' },
    ];
    const checklist = requiredDocumentChecklist(probate, documents);
    const byKey = Object.fromEntries(checklist.map((entry) => [entry.key, entry]));
    expect(byKey.deathCertificate?.present).toBe(true);
    expect(byKey.orderAuthorizingSale?.present).toBe(true);
    expect(byKey.lettersTestamentary?.present).toBe(false);
    // A new case works on the first stage: documents of that stage and the next are due, later ones not yet.
    expect(missingRequiredDocuments(checklist).map((entry) => entry.key)).toEqual(['will', 'lettersTestamentary']);
  });

  it('moves what is due along with the case stages', () => {
    const progress = {
      ...emptyProgressStatus(),
      initialConsultation: 'Complete' as const,
      documentsReceived: 'Complete' as const,
    };
    expect(currentCaseStage(progress)).toBe('courtFilingPreparation');
    const missing = missingRequiredDocuments(requiredDocumentChecklist({ ...probate, progressStatus: progress }, []));
    expect(missing.map((entry) => entry.key)).toContain('hearingNotice');
    expect(missing.map((entry) => entry.key)).not.toContain('orderAuthorizingSale');
    expect(currentCaseStage(Object.fromEntries(Object.keys(progress).map((k) => [k, 'Complete'])))).toBe('caseClosed');
  });
});
