import { CASE_STAGES, type CaseStage, type CaseType } from '../case/case';
import { documentsTexts } from '../messages/documents-texts';
import type { DocumentType } from './document';

/**
 * The required-documents checklist (DESIGN §8, beyond the spec): per case type, the documents each case stage usually
 * needs. A document counts as present when its type is one of `documentTypes` and its title, file name or description
 * mentions one of `keywords` (case-insensitive) — the upload form has no checklist field, so the words the attorney
 * or client already writes decide. Public: the /resources page lists it too.
 */
export type RequiredDocumentKey = keyof typeof documentsTexts.requiredDocuments;

export type RequiredDocument = {
  key: RequiredDocumentKey;
  label: string;
  hint: string;
  /** The stage that needs it. */
  stage: CaseStage;
  documentTypes: readonly DocumentType[];
  /** Lower-case phrases; any one in the title, file name or description matches. */
  keywords: readonly string[];
};

const ANY_FILING: readonly DocumentType[] = ['Court Filing', 'Court Order', 'Petition', 'Motion', 'Affidavit', 'Other'];

function item(
  key: RequiredDocumentKey,
  stage: CaseStage,
  documentTypes: readonly DocumentType[],
  keywords: readonly string[],
): RequiredDocument {
  return {
    key,
    label: documentsTexts.requiredDocuments[key],
    hint: documentsTexts.requiredDocumentHints[key],
    stage,
    documentTypes,
    keywords,
  };
}

const deathCertificate = item(
  'deathCertificate',
  'documentsReceived',
  ['Other', 'Affidavit', 'Court Filing'],
  ['death certificate'],
);
const will = item('will', 'documentsReceived', ['Other', 'Court Filing'], ['will', 'testament']);
const lettersTestamentary = item(
  'lettersTestamentary',
  'documentsReceived',
  ['Court Order', 'Court Filing', 'Other'],
  ['letters testamentary', 'letters of administration'],
);
const lettersOfGuardianship = item(
  'lettersOfGuardianship',
  'documentsReceived',
  ['Court Order', 'Court Filing', 'Other'],
  ['letters of guardianship', 'guardianship letters'],
);
const bond = item('bond', 'courtFilingPreparation', ANY_FILING, ['bond']);
const inventory = item('inventory', 'courtFilingPreparation', ANY_FILING, ['inventory']);
const appraisal = item(
  'appraisal',
  'courtFilingPreparation',
  ['Other', 'Affidavit', 'Court Filing'],
  ['appraisal', 'valuation'],
);
const petitionToSell = item(
  'petitionToSell',
  'courtFilingPreparation',
  ['Petition', 'Motion', 'Court Filing'],
  ['sell', 'sale'],
);
const hearingNotice = item('hearingNotice', 'courtHearingScheduled', ['Hearing Notice'], ['hearing', 'notice']);
const orderAuthorizingSale = item(
  'orderAuthorizingSale',
  'courtApproval',
  ['Court Order'],
  ['authorizing', 'authorising', 'authorize', 'authorise', 'approving sale', 'approving the sale'],
);
const orderConfirmingSale = item(
  'orderConfirmingSale',
  'caseClosed',
  ['Court Order', 'Judgment'],
  ['confirming', 'confirmation', 'confirm'],
);
const foreclosureComplaint = item(
  'foreclosureComplaint',
  'documentsReceived',
  ['Court Filing', 'Other'],
  ['complaint', 'notice of default', 'foreclosure'],
);
const mortgageStatement = item('mortgageStatement', 'documentsReceived', ['Other'], ['mortgage', 'loan statement']);
const answer = item('answer', 'courtFilingPreparation', ['Court Filing', 'Motion', 'Brief'], ['answer']);
const judgmentOrSettlement = item(
  'judgmentOrSettlement',
  'caseClosed',
  ['Judgment', 'Settlement Agreement'],
  ['judgment', 'judgement', 'settlement'],
);

const probateSale = [
  deathCertificate,
  will,
  lettersTestamentary,
  bond,
  inventory,
  appraisal,
  petitionToSell,
  hearingNotice,
  orderAuthorizingSale,
  orderConfirmingSale,
] as const;
const guardianSale = [
  lettersOfGuardianship,
  bond,
  inventory,
  appraisal,
  petitionToSell,
  hearingNotice,
  orderAuthorizingSale,
  orderConfirmingSale,
] as const;

/** The checklist of each case type, in stage order. 'Other' cases have no standard list. */
export const REQUIRED_DOCUMENTS_BY_CASE_TYPE: Readonly<Record<CaseType, readonly RequiredDocument[]>> = {
  'Probate Real Estate': probateSale,
  'Estate Sale': probateSale,
  'Executor Property Transfer': [deathCertificate, will, lettersTestamentary, bond, inventory, hearingNotice],
  'Guardianship Property': [lettersOfGuardianship, bond, inventory, appraisal, hearingNotice, orderAuthorizingSale],
  'Guardian Property Sale': guardianSale,
  'Property Foreclosure Defense': [
    foreclosureComplaint,
    mortgageStatement,
    answer,
    hearingNotice,
    judgmentOrSettlement,
  ],
  Other: [],
};

/** The checklist of a case type; unknown types have none. */
export function requiredDocumentsFor(caseType: string): readonly RequiredDocument[] {
  return (REQUIRED_DOCUMENTS_BY_CASE_TYPE as Readonly<Record<string, readonly RequiredDocument[]>>)[caseType] ?? [];
}

type ChecklistDocument = {
  documentType: string;
  title?: string | null;
  originalName?: string | null;
  description?: string | null;
};

function containsPhrase(text: string, phrase: string): boolean {
  // Whole words only: 'will' must not match 'willing', 'sale' not 'wholesale'.
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`).test(text);
}

/** Whether `document` is (one of) the documents `requirement` asks for. */
export function documentMeetsRequirement(document: ChecklistDocument, requirement: RequiredDocument): boolean {
  if (!(requirement.documentTypes as readonly string[]).includes(document.documentType)) return false;
  const text = [document.title, document.originalName, document.description]
    .map((part) => (part ?? '').toLowerCase().replace(/[_-]+/g, ' '))
    .join(' \n ');
  return requirement.keywords.some((keyword) => containsPhrase(text, keyword));
}

/**
 * The stage a case is working on: the first one not Complete (the last stage when all are). Its documents and the
 * next stage's are "due": they are gathered ahead of the stage that needs them.
 */
export function currentCaseStage(progressStatus: Partial<Record<CaseStage, string>> | null | undefined): CaseStage {
  return CASE_STAGES.find((stage) => progressStatus?.[stage] !== 'Complete') ?? 'caseClosed';
}

export type RequiredDocumentStatus = RequiredDocument & {
  present: boolean;
  /** The case has reached the stage (or the one before it) that needs this document. */
  due: boolean;
};

/** Present / missing for every item of the case type's checklist, given the case's documents. */
export function requiredDocumentChecklist(
  caseDetails: { caseType: string; progressStatus?: Partial<Record<CaseStage, string>> | null },
  documents: readonly ChecklistDocument[],
): RequiredDocumentStatus[] {
  const dueUpTo = CASE_STAGES.indexOf(currentCaseStage(caseDetails.progressStatus)) + 1;
  return requiredDocumentsFor(caseDetails.caseType).map((requirement) => ({
    ...requirement,
    present: documents.some((document) => documentMeetsRequirement(document, requirement)),
    due: CASE_STAGES.indexOf(requirement.stage) <= dueUpTo,
  }));
}

/** What the client is told the attorney still needs: the due items that are missing. */
export function missingRequiredDocuments(checklist: readonly RequiredDocumentStatus[]): RequiredDocumentStatus[] {
  return checklist.filter((entry) => entry.due && !entry.present);
}
