import type { CaseStage, CaseStageStatus } from '../case/case';
import { dashboardTexts } from './dashboard-texts';
import { statusTexts } from './status-texts';

// The texts of a case that every role reads, apart from the attorney's screens (attorney-texts.ts re-exports them):
// a client's dashboard and documents, and the case model's own messages, do not download the attorney's texts.

/** What a client reads under each case stage: what happens while it is open (spec "two tracks, one view"). */
const STAGE_NEXT_STEPS: Record<CaseStage, string> = {
  initialConsultation: 'Your attorney meets with you to understand the estate and plan the court steps.',
  documentsReceived: 'Your attorney collects the wills, deeds and certificates the court will ask for.',
  courtFilingPreparation: 'Your attorney prepares the petition and files it with the court.',
  courtHearingScheduled: 'The court sets a hearing date; your attorney tells you if you need to attend.',
  courtApproval: 'The judge reviews the filing and signs the order that allows the property to be sold.',
  caseClosed: 'Final paperwork is filed and the case is closed; nothing more is needed from you.',
};

const STAGE_DONE = 'Done.';

/** A case's six stages as every role reads them; the attorney also sets them. */
export const caseStageTexts = {
  title: dashboardTexts.caseProgress,
  percentComplete: dashboardTexts.percentComplete,
  /** The group of three buttons that sets one stage. */
  stageGroup: (stageLabel: string) => `${stageLabel} status`,
  nextSteps: STAGE_NEXT_STEPS,
  nextStepFor: (stage: CaseStage, status: CaseStageStatus): string =>
    status === 'Complete' ? STAGE_DONE : STAGE_NEXT_STEPS[stage],
  readOnly: 'Progress is updated by your attorney.',
  updated: statusTexts.updated,
  failed: statusTexts.updateFailed,
};

/** "Two tracks, one view": a client's case beside its property, on the dashboard. */
export const twoTracksTexts = {
  title: 'Where Things Stand',
  intro: 'Your court case and your property move together. Each step says what happens next.',
  caseTrack: 'Court Case',
  propertyTrack: 'Property',
  selectCase: dashboardTexts.selectCase,
  noProperty: 'No property is linked to this case yet.',
  propertyUnavailable: 'The property of this case is not shared with you.',
};

/** A client's details as the attorney enters them (the case model's messages). */
export const caseClientTexts = { requiredFields: 'Please fill all required fields' };
