import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { caseClientTexts } from '../messages/case-stage-texts';
import { optionalPhone } from '../common/contact';
import { TEXT_LIMITS } from '../constants/text-limits';
import {
  boundedString,
  emailField,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredString,
  timestampSchema,
  wireTimestampSchema,
} from '../common/primitives';
import { CLIENT_ROLES } from '../roles/roles';
import { UPCOMING_DEADLINES_LIMIT } from '../constants/app';

export const CASE_STAGES = [
  'initialConsultation',
  'documentsReceived',
  'courtFilingPreparation',
  'courtHearingScheduled',
  'courtApproval',
  'caseClosed',
] as const;
export type CaseStage = (typeof CASE_STAGES)[number];
export const caseStageSchema = z.enum(CASE_STAGES);
export const CASE_STAGE_LABELS: Record<CaseStage, string> = {
  initialConsultation: 'Initial Consultation',
  documentsReceived: 'Documents Received',
  courtFilingPreparation: 'Court Filing Preparation',
  courtHearingScheduled: 'Court Hearing Scheduled',
  courtApproval: 'Court Approval',
  caseClosed: 'Case Closed',
};

export const CASE_STAGE_STATUSES = ['Pending', 'In Progress', 'Complete'] as const;
export type CaseStageStatus = (typeof CASE_STAGE_STATUSES)[number];
export const caseStageStatusSchema = z.enum(CASE_STAGE_STATUSES);

export const progressStatusSchema = z.object(
  Object.fromEntries(CASE_STAGES.map((stage) => [stage, caseStageStatusSchema])) as Record<
    CaseStage,
    typeof caseStageStatusSchema
  >,
);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

export function emptyProgressStatus(): ProgressStatus {
  return Object.fromEntries(CASE_STAGES.map((stage) => [stage, 'Pending'])) as ProgressStatus;
}

export const CASE_STATUSES = ['New', 'In Progress', 'Review', 'Closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const caseStatusSchema = z.enum(CASE_STATUSES);
export const DEFAULT_CASE_STATUS: CaseStatus = 'New';
/** The status as the dropdown and the badges show it: the spec's values ('Under Review' is only At a Glance's label). */
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  New: 'New',
  'In Progress': 'In Progress',
  Review: 'Review',
  Closed: 'Closed',
};

export const CASE_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];
export const casePrioritySchema = z.enum(CASE_PRIORITIES);
export const DEFAULT_CASE_PRIORITY: CasePriority = 'Medium';

export const CASE_TYPES = [
  'Probate Real Estate',
  'Guardianship Property',
  'Estate Sale',
  'Executor Property Transfer',
  'Guardian Property Sale',
  'Property Foreclosure Defense',
  'Other',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const caseTypeSchema = z.enum(CASE_TYPES, { error: validationTexts.chooseOption });

export const clientRoleSchema = z.enum(CLIENT_ROLES, { error: validationTexts.chooseOption });

/** The client as the attorney entered them; `clientId` on the case links the account once it exists. */
export const caseClientSchema = z.object({
  firstName: boundedString(TEXT_LIMITS.name),
  lastName: boundedString(TEXT_LIMITS.name),
  email: boundedString(TEXT_LIMITS.email),
  phone: boundedString(TEXT_LIMITS.phone).default(''),
  role: clientRoleSchema,
});
export type CaseClient = z.infer<typeof caseClientSchema>;

/** `cases/{id}` (DESIGN §4). */
export const caseSchema = z.object({
  id: idSchema,
  title: boundedString(TEXT_LIMITS.title),
  caseName: boundedString(TEXT_LIMITS.title),
  caseType: caseTypeSchema,
  caseNumber: boundedString(TEXT_LIMITS.number),
  courtFilingNumber: boundedString(TEXT_LIMITS.number).default(''),
  description: boundedString(TEXT_LIMITS.description).default(''),
  status: caseStatusSchema,
  priority: casePrioritySchema,
  dueDate: isoDateSchema.nullable(),
  attorneyId: idSchema,
  /** null until the client accepts the invitation. */
  clientId: idSchema.nullable(),
  client: caseClientSchema,
  propertyIds: z.array(idSchema),
  progressStatus: progressStatusSchema,
  /** Attorney plus client (once joined): the array read rules and live queries filter on. */
  memberIds: z.array(idSchema),
  /**
   * The users who read at least one document filed under the case (the union of its documents' `readerIds`), kept by
   * functions (trigger `countCasesWithDocuments`, the upload, the documents repair): GET /api/documents/stats counts
   * a user's cases with documents with one `count()` of the cases whose list holds them. Absent on a case that never
   * had a document.
   */
  readersWithDocuments: z.array(idSchema).optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.optional(),
  updatedBy: idSchema,
  /**
   * Stamped by functions whenever the sale of one of its properties changes: the case's attorney and client, who may
   * not be members of the property, follow the sale path through it.
   */
  saleUpdatedAt: timestampSchema.optional(),
});
export type Case = z.infer<typeof caseSchema>;

/** `cases/{id}/private/notes`: attorney and admin only. */
export const caseNotesSchema = z.object({
  attorneyNotes: boundedString(TEXT_LIMITS.caseNotes),
  updatedAt: timestampSchema.optional(),
  updatedBy: idSchema.optional(),
});
export type CaseNotes = z.infer<typeof caseNotesSchema>;

/** The client of a case in the attorney's view (spec part 2 §3: clientId is an object there). */
export const caseClientRefSchema = z.object({
  _id: idSchema.nullable(),
  firstName: boundedString(TEXT_LIMITS.name),
  lastName: boundedString(TEXT_LIMITS.name),
  email: boundedString(TEXT_LIMITS.email),
  phone: boundedString(TEXT_LIMITS.phone),
});

/** A case in an API answer, with the aliases the spec's screens read (`name`, `type`, `clientName`). */
export const caseResponseSchema = caseSchema.omit({ clientId: true, readersWithDocuments: true }).extend({
  _id: idSchema,
  name: boundedString(TEXT_LIMITS.title),
  type: boundedString(TEXT_LIMITS.title),
  clientName: boundedString(TEXT_LIMITS.fullName),
  clientId: caseClientRefSchema,
  propertyId: idSchema.nullable(),
  propertyAddress: boundedString(TEXT_LIMITS.addressLine).nullable(),
  /** Present only for the case's attorney and admins. */
  attorneyNotes: boundedString(TEXT_LIMITS.caseNotes).optional(),
  createdAt: wireTimestampSchema,
  updatedAt: wireTimestampSchema.optional(),
  saleUpdatedAt: wireTimestampSchema.optional(),
});
export type CaseResponse = z.output<typeof caseResponseSchema>;

/** A case as clients pick it (upload form, property association): spec part 1 §3. */
export const caseSummarySchema = z.object({
  _id: idSchema,
  name: boundedString(TEXT_LIMITS.title),
  caseName: boundedString(TEXT_LIMITS.title),
  caseNumber: boundedString(TEXT_LIMITS.number),
  caseType: boundedString(TEXT_LIMITS.title),
  status: caseStatusSchema,
  progressStatus: progressStatusSchema,
  createdAt: wireTimestampSchema,
  /** The case's attorney, on the cases of a property (its owner sees who holds each linked case). */
  attorneyName: boundedString(TEXT_LIMITS.displayName).optional(),
});
export type CaseSummary = z.output<typeof caseSummarySchema>;

/** PUT /api/cases/{id}/status */
export const caseStatusRequestSchema = z.object({ status: caseStatusSchema });
/** PUT /api/attorney/cases/{id}/notes */
export const caseNotesRequestSchema = z.object({ notes: boundedString(TEXT_LIMITS.caseNotes) });
/** PUT /api/attorney/cases/{id}/progress */
export const caseProgressRequestSchema = z.object({ stage: caseStageSchema, status: caseStageStatusSchema });
export type CaseProgressRequest = z.infer<typeof caseProgressRequestSchema>;
export const caseProgressResponseSchema = z.object({
  message: boundedString(TEXT_LIMITS.message),
  progressStatus: progressStatusSchema,
  /** The case's overall status after the update; the screen replaces its status with it. */
  status: caseStatusSchema,
});

/**
 * A client intake as the API takes it (spec part 2 §5). An empty case name gets `defaultCaseName` from the server, as an
 * empty case number gets a generated one: API clients are users too.
 */
export const clientIntakeSchema = z.object({
  firstName: requiredString(caseClientTexts.requiredFields, TEXT_LIMITS.name),
  lastName: requiredString(caseClientTexts.requiredFields, TEXT_LIMITS.name),
  email: emailField(caseClientTexts.requiredFields),
  phone: optionalPhone.default(''),
  role: clientRoleSchema,
  caseType: caseTypeSchema,
  caseName: optionalText(TEXT_LIMITS.title),
  caseDescription: optionalText(TEXT_LIMITS.description),
  /** Empty means the server generates one (`generateCaseNumber`). */
  caseNumber: optionalText(TEXT_LIMITS.number),
  courtFilingNumber: optionalText(TEXT_LIMITS.number),
  priority: casePrioritySchema.default(DEFAULT_CASE_PRIORITY),
  dueDate: z.union([z.literal(''), isoDateSchema]).default(''),
  propertyId: idSchema.optional(),
});
export type ClientIntake = z.output<typeof clientIntakeSchema>;
export type ClientIntakeInput = z.input<typeof clientIntakeSchema>;

/** The intake form: the spec's form requires a case name (it prefills it with `defaultCaseName`). */
export const clientIntakeFormSchema = clientIntakeSchema.extend({
  caseName: requiredString(validationTexts.required, TEXT_LIMITS.title),
});
export type ClientIntakeFormInput = z.input<typeof clientIntakeFormSchema>;

/** `memberIds` as it must read for a case: its attorney, then its client once the client has joined. */
export function caseMemberIds(legalCase: { readonly attorneyId: string; readonly clientId: string | null }): string[] {
  return legalCase.clientId === null ? [legalCase.attorneyId] : [legalCase.attorneyId, legalCase.clientId];
}

/**
 * The case a client intake opens (DESIGN §4): no client yet (`clientId` null until the invitation is accepted), so its
 * only member is its attorney; the stages all pending.
 */
export function newCaseFields(
  intake: ClientIntake,
  created: {
    readonly id: string;
    readonly caseNumber: string;
    readonly attorneyId: string;
    /** The client's address as the invitation carries it (trimmed, lower case). */
    readonly email: string;
    readonly createdAt: Date;
    readonly createdBy: string;
  },
): Case {
  const caseName = intake.caseName.trim() || defaultCaseName(intake.caseType, intake.firstName);
  return {
    id: created.id,
    title: caseName,
    caseName,
    caseType: intake.caseType,
    caseNumber: created.caseNumber,
    courtFilingNumber: intake.courtFilingNumber,
    description: intake.caseDescription,
    status: 'New',
    priority: intake.priority,
    dueDate: intake.dueDate === '' ? null : intake.dueDate,
    attorneyId: created.attorneyId,
    clientId: null,
    client: {
      firstName: intake.firstName,
      lastName: intake.lastName,
      email: created.email,
      phone: intake.phone,
      role: intake.role,
    },
    propertyIds: [],
    progressStatus: emptyProgressStatus(),
    memberIds: caseMemberIds({ attorneyId: created.attorneyId, clientId: null }),
    createdAt: created.createdAt,
    updatedBy: created.createdBy,
  };
}

export function emptyClientIntake(): ClientIntakeInput {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    role: 'Guardian',
    caseType: 'Probate Real Estate',
    caseName: '',
    caseDescription: '',
    caseNumber: '',
    courtFilingNumber: '',
    priority: DEFAULT_CASE_PRIORITY,
    dueDate: '',
  };
}

/** Case name default: case type + ' - ' + first name (spec part 2 §5). */
export function defaultCaseName(caseType: string, firstName: string): string {
  return `${caseType} - ${firstName.trim()}`;
}

/** Completed stages out of 6, times 100 (spec part 2 §4). */
export function caseProgressPercent(
  progressStatus: Partial<Record<CaseStage, CaseStageStatus>> | null | undefined,
): number {
  if (!progressStatus) return 0;
  const completed = CASE_STAGES.filter((stage) => progressStatus[stage] === 'Complete').length;
  return (completed / CASE_STAGES.length) * 100;
}

/**
 * The case status after one of its stages changed (the server answers it and the screen shows it, spec part 2 §6). A
 * stage change only moves a case on by itself: New → In Progress once any stage has moved, and → Closed when all six
 * stages are Complete. Review and Closed are the attorney's to set and are never replaced, and a stage moved back does
 * not move the status back.
 */
export function caseStatusAfterStageChange(current: CaseStatus, progressStatus: ProgressStatus): CaseStatus {
  if (current === 'Review' || current === 'Closed') return current;
  if (CASE_STAGES.every((stage) => progressStatus[stage] === 'Complete')) return 'Closed';
  if (current === 'New' && CASE_STAGES.some((stage) => progressStatus[stage] !== 'Pending')) return 'In Progress';
  return current;
}

/** Suffix characters a reader cannot confuse: no 0/O, no 1/I. */
const CASE_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CASE_NUMBER_SUFFIX_LENGTH = 6;
/** Number of distinct random suffixes: pass an integer in [0, CASE_NUMBER_ENTROPY). */
export const CASE_NUMBER_ENTROPY = CASE_NUMBER_ALPHABET.length ** CASE_NUMBER_SUFFIX_LENGTH;
/** `EK-YYYYMMDD-XXXXXX`: the UTC creation date and six characters of CASE_NUMBER_ALPHABET. */
export const CASE_NUMBER_PATTERN = /^EK-\d{8}-[2-9A-HJ-NP-Z]{6}$/;

/** A generated case number for intake without one; `entropy` comes from a CSPRNG in the caller. */
export function generateCaseNumber(createdAt: Date, entropy: number): string {
  if (!Number.isInteger(entropy) || entropy < 0 || entropy >= CASE_NUMBER_ENTROPY) {
    throw new RangeError(`entropy must be an integer in [0, ${CASE_NUMBER_ENTROPY})`);
  }
  const date = createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  const base = CASE_NUMBER_ALPHABET.length;
  let suffix = '';
  let rest = entropy;
  for (let index = 0; index < CASE_NUMBER_SUFFIX_LENGTH; index += 1) {
    suffix = (CASE_NUMBER_ALPHABET[rest % base] ?? '') + suffix;
    rest = Math.floor(rest / base);
  }
  return `EK-${date}-${suffix}`;
}

/**
 * The id of a case number's reservation document (`caseNumbers/{id}`, DESIGN §4). A generated number is its own id; a
 * typed one may hold characters a document id cannot ('/', a lone '.', '__…__'), so those are percent-encoded.
 */
export function caseNumberReservationId(caseNumber: string): string {
  return encodeURIComponent(caseNumber).replaceAll('.', '%2E').replaceAll('_', '%5F');
}

/** `caseNumbers/{caseNumberReservationId}`: the case that holds a number; created in the case's own transaction. */
export const caseNumberReservationSchema = z.object({
  id: idSchema,
  caseNumber: boundedString(TEXT_LIMITS.number),
  caseId: idSchema,
  createdAt: timestampSchema,
});
export type CaseNumberReservation = z.output<typeof caseNumberReservationSchema>;

/**
 * 'Upcoming Deadlines' of the attorney dashboard: up to `limit` cases still open and due from `today` on, soonest
 * first; the rule GET /api/attorney/case-summary answers with one query.
 */
export function upcomingDeadlines<T extends { dueDate?: string | null; status?: string }>(
  cases: readonly T[],
  today: string,
  limit: number = UPCOMING_DEADLINES_LIMIT,
): T[] {
  return cases
    .filter(
      (c): c is T & { dueDate: string } => typeof c.dueDate === 'string' && c.dueDate >= today && c.status !== 'Closed',
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .slice(0, limit);
}

/** Statuses of a case that is still running: its due date is a deadline (a Closed case's is not). */
export const OPEN_CASE_STATUSES = CASE_STATUSES.filter((status) => status !== 'Closed');

/** 'At a Glance' counts of the attorney dashboard: New, In Progress, Under Review (status Review), High Priority. */
export const caseGlanceSchema = z.object({
  new: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
  underReview: z.number().int().nonnegative(),
  highPriority: z.number().int().nonnegative(),
});
export type CaseGlance = z.infer<typeof caseGlanceSchema>;

/**
 * 'At a Glance' counts of the attorney dashboard, over a list of cases: the rule the API's count aggregates
 * (GET /api/attorney/case-summary) answer for the whole caseload.
 */
export function caseGlanceCounts(cases: readonly { status: string; priority?: string }[]): CaseGlance {
  return {
    new: cases.filter((c) => c.status === 'New').length,
    inProgress: cases.filter((c) => c.status === 'In Progress').length,
    underReview: cases.filter((c) => c.status === 'Review').length,
    highPriority: cases.filter((c) => c.priority === 'High').length,
  };
}

/** The client-management list shows Closed and Complete in green (spec part 2 §4). */
export function isCaseStatusDone(status: string): boolean {
  return status === 'Closed' || status === 'Complete';
}
