import { dashboardTexts } from './dashboard-texts';
import { screenTitleTexts } from './public-site-texts';

/** The Upload Document page of guardians and executors, and the upload rules the API shares. */
export const uploadTexts = {
  title: screenTitleTexts.upload,
  accessDenied: 'Access Denied - Sorry, this page is only available to Guardians and Executors.',
  noCases: "You don't have any assigned cases. Please contact your attorney.",
  documentTypeLabel: 'Document Type',
  caseLabel: 'Case',
  fileLabel: 'File',
  filingDateLabel: 'Filing Date',
  descriptionLabel: 'Description',
  chooseFile: 'Choose File',
  acceptedFormats: 'Accepted formats: PDF, DOC, DOCX, JPG, JPEG, PNG',
  sizeHint: 'Maximum file size: 10MB',
  selectFile: 'Please select a file to upload',
  selectCase: 'Please select a case',
  selectDocumentType: 'Please select a document type',
  descriptionRequired: 'Please enter a description',
  fileTooLarge: 'File too large (maximum 10 MB)',
  fileTypeNotAllowed: 'File type not allowed',
  /** A multipart body with more than one file. */
  oneFileOnly: 'Please upload one file at a time',
  submit: screenTitleTexts.upload,
  uploading: 'Uploading...',
  success: 'Document uploaded successfully!',
  failed: 'Failed to upload document',
  loadCasesFailed: 'Failed to load your cases',
  loadingCases: 'Loading your cases',
  showMoreCases: dashboardTexts.showMoreCases,
  chooseDocumentType: 'Choose a document type',
  chooseCase: 'Choose a case',
  /** How a case appears in the case list. */
  caseOption: (caseName: string, caseNumber: string) => (caseNumber ? `${caseName} (${caseNumber})` : caseName),
  noFileChosen: 'No file chosen',
  chosenFile: (fileName: string, sizeLabel: string) => `${fileName} (${sizeLabel})`,
  uploadingProgress: 'Uploading your document',
} as const;
