import { documentsTexts } from './documents-messages';
import { pagesTexts } from './public-site-messages';

/**
 * Texts of the court-documents area (spec part 2 §2: Court Documents, Upload Court Documents, Agent Property
 * Documents) that `documentsTexts` does not already hold, plus the beyond-the-spec parts: who opened a document,
 * and the required-documents checklist (DESIGN §8). The spec's own texts stay in `documentsTexts`.
 */
export const courtDocumentsMessages = {
  accessDenied: pagesTexts.accessDenied.title,
  aReader: 'A reader',
  viewedBy: (name: string, when: string) => `Viewed by ${name}, ${when}`,
  notViewedYet: 'Not opened by anyone else yet',
  unassignedHint: 'Not linked to a case',
  fixConfirmTitle: documentsTexts.refreshAssignments,
  fixResult: (relinked: number, readerLists: number, caseDetails: number) =>
    `Re-linked ${relinked}, reader lists repaired ${readerLists}, case names repaired ${caseDetails}.`,
  properties: 'Properties',
  noProperties: 'No properties associated with this case.',
  propertyLabel: 'Property',
  remove: 'Remove',
  chooseCase: 'Choose a case',
  noCases: 'No cases yet.',
  caseNumberLabel: 'Case number',
  notifications: {
    documentViewed: (documentName: string, viewerName: string) => ({
      title: 'Document viewed',
      message: `${viewerName} opened ${documentName}.`,
    }),
  },
  noPermission: pagesTexts.accessDenied.body,
  checklist: {
    heading: 'Required documents',
    present: 'Present',
    missing: 'Missing',
    clientStillNeeds: 'Your attorney still needs:',
    allPresent: 'All documents needed so far are here.',
  },
  requiredDocuments: {
    deathCertificate: 'Death certificate',
    will: 'Will (original or certified copy)',
    lettersTestamentary: 'Letters testamentary (or letters of administration)',
    lettersOfGuardianship: 'Letters of guardianship',
    bond: 'Bond',
    inventory: 'Inventory',
    appraisal: 'Appraisal',
    petitionToSell: 'Petition to sell the property',
    hearingNotice: 'Notice of hearing',
    orderAuthorizingSale: 'Court order authorising the sale',
    orderConfirmingSale: 'Order confirming the sale',
    foreclosureComplaint: 'Foreclosure complaint or notice of default',
    answer: 'Answer to the complaint',
    mortgageStatement: 'Mortgage statement',
    judgmentOrSettlement: 'Judgment or settlement agreement',
  },
  requiredDocumentHints: {
    deathCertificate: 'Certified copy proving the owner has died.',
    will: 'The will naming the executor, when there is one.',
    lettersTestamentary: 'The court letters giving the executor or administrator authority over the estate.',
    lettersOfGuardianship: 'The court letters appointing the guardian.',
    bond: 'The fiduciary bond the court required.',
    inventory: 'The inventory of the estate or ward, listing the property.',
    appraisal: 'An independent valuation of the property.',
    petitionToSell: 'The petition or motion asking the court to allow the sale.',
    hearingNotice: 'The notice of the hearing on the sale.',
    orderAuthorizingSale: 'The order allowing the property to be sold.',
    orderConfirmingSale: 'The order confirming the completed sale.',
    foreclosureComplaint: 'The lender’s complaint or notice of default.',
    answer: 'The answer filed for the owner.',
    mortgageStatement: 'The latest statement of the loan.',
    judgmentOrSettlement: 'The judgment or the settlement agreement ending the case.',
  },
} as const;
