import type { CaseStage, CaseStageStatus } from '../case/case';
import { attorneyTexts } from './attorney-messages';
import { onboardingTexts } from './onboarding-messages';
import { commonTexts } from './public-site-messages';
import { dashboardTexts } from './dashboard-messages';
import { sharingTexts } from './sharing-messages';
import { casesTexts } from './cases-messages';

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

/** Texts of the attorney workspace screens (spec part 2 §2–§9, part 1 §2.10 and §2.14) beyond `attorneyTexts`. */
export const attorneyWorkspaceMessages = {
  onboarding: {
    ...onboardingTexts.attorney,
    intro: 'Clients and the court see these details. All five fields are required.',
    specializationLabel: attorneyTexts.profile.specialization,
  },
  profile: {
    namesReadOnly: 'Your name and e-mail are managed in Profile Settings.',
    phone: 'Phone',
    remove: 'Remove',
    removeAvailability: (index: number) => `Remove availability row ${index + 1}`,
    removePracticeArea: (area: string) => `Remove ${area}`,
    addPracticeArea: 'Add practice area',
    noPracticeAreas: 'No practice areas yet.',
    noAvailability: 'No availability rows yet.',
    saving: onboardingTexts.attorney.saving,
  },
  dashboard: {
    caseColumnLabel: 'Case title and type',
    clientColumnLabel: 'Client name and email',
    casesTableLabel: 'Assigned cases',
  },
  caseDetail: {
    statusLabel: 'Case Status',
    priorityBadge: (priority: string) => `${priority} Priority`,
    caseNumber: (caseNumber: string) => `Case number ${caseNumber}`,
    clientName: 'Name',
    clientEmail: 'Email',
    clientPhone: 'Phone',
    address: 'Address',
    viewProperty: 'View Property',
    notesHint: 'Private: only you and administrators read these notes.',
    saving: commonTexts.saving,
    progress: dashboardTexts.caseProgress,
  },
  clients: {
    showCases: 'Show Client Cases',
    searchLabel: sharingTexts.searchLabel,
    searchResultsLabel: 'Search results',
    selectCaseHint: 'Select a case to see its progress.',
    progressOf: (caseName: string) => `Progress of ${caseName}`,
    caseNumberLine: (caseNumber: string) => `Case ${caseNumber}`,
    priority: 'Priority',
    dueDate: 'Due Date',
  },
  stages: {
    title: dashboardTexts.caseProgress,
    percentComplete: dashboardTexts.percentComplete,
    /** The group of three buttons that sets one stage. */
    stageGroup: (stageLabel: string) => `${stageLabel} status`,
    nextSteps: STAGE_NEXT_STEPS,
    nextStepFor: (stage: CaseStage, status: CaseStageStatus): string =>
      status === 'Complete' ? STAGE_DONE : STAGE_NEXT_STEPS[stage],
    readOnly: casesTexts.progressReadOnly,
    updated: casesTexts.progressUpdated,
    failed: casesTexts.progressFailed,
  },
  twoTracks: {
    title: 'Where Things Stand',
    intro: 'Your court case and your property move together. Each step says what happens next.',
    caseTrack: 'Court Case',
    propertyTrack: 'Property',
    selectCase: dashboardTexts.selectCase,
    noProperty: 'No property is linked to this case yet.',
    propertyUnavailable: 'The property of this case is not shared with you.',
  },
  calendar: {
    title: 'Attorney Calendar',
    previousMonth: commonTexts.previousMonth,
    nextMonth: commonTexts.nextMonth,
    today: 'Today',
    dueLegend: 'Case due',
    availableLegend: 'You are available',
    dayHeading: (date: string) => `Due on ${date}`,
    nothingDue: 'No case is due on this day.',
    availabilityHeading: 'Your availability',
    noAvailability: 'No availability set. Add it on your profile.',
    availableSlot: (day: string, start: string, end: string) => `${day} ${start}–${end}`,
    dueCount: (count: number) => `${count} ${count === 1 ? 'case' : 'cases'} due`,
    casesDueThisMonth: 'Due this month',
    noneThisMonth: 'No case is due this month.',
  },
  chat: {
    title: attorneyTexts.caseDetail.messageClient,
    to: 'To',
    subject: 'Subject',
    message: 'Message',
    openMail: 'Open in Mail Program',
    subjectFor: (caseName: string, caseNumber: string) => (caseNumber ? `${caseName} (${caseNumber})` : caseName),
    noRecipient: 'Choose a client from one of your cases to write to.',
    unknownRecipient: 'This person is not the client of any of your cases.',
    backToCase: 'Back to Case',
  },
  signup: {
    lockedHint: 'Your name and e-mail come from the invitation.',
  },
} as const;
