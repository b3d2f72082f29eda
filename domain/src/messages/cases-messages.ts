import { statusTexts } from './status-messages';
import { uploadTexts } from './upload-messages';
import { attorneyTexts } from './attorney-messages';

export const casesTexts = {
  progressUpdated: statusTexts.updated,
  progressFailed: statusTexts.updateFailed,
  statusUpdated: attorneyTexts.caseDetail.statusUpdated,
  statusFailed: attorneyTexts.caseDetail.statusFailed,
  loadFailed: attorneyTexts.loadCasesFailed,
  loadClientCasesFailed: uploadTexts.loadCasesFailed,
  progressReadOnly: 'Progress is updated by your attorney.',
} as const;
