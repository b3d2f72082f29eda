import {
  type Case,
  CASE_STAGE_LABELS,
  CASE_STAGES,
  type CaseStage,
  fullName,
  notificationContentTexts,
  paths,
} from '@estatekey/domain';
import type { NotificationContent } from '../../services/notifications/notifications';

/** What one case update tells whom; `kind` keeps the notices of one event apart. */
export interface CaseNotice {
  readonly kind: `stage-${CaseStage}` | 'status' | 'joined';
  readonly recipients: readonly string[];
  readonly content: NotificationContent;
}

/** The stages whose status differs between the two versions, in stage order. */
export function changedStages(before: Case, after: Case): CaseStage[] {
  return CASE_STAGES.filter((stage) => before.progressStatus[stage] !== after.progressStatus[stage]);
}

/**
 * The notices of a case update: the client learns of each stage moved (or, without a stage change, of a new overall
 * status) on their /home; the attorney learns when the invited client joined.
 */
export function noticesForCaseUpdate(before: Case, after: Case): CaseNotice[] {
  const notices: CaseNotice[] = [];
  const client = after.clientId;
  const stages = changedStages(before, after);
  if (client !== null && client !== after.updatedBy) {
    for (const stage of stages) {
      notices.push({
        kind: `stage-${stage}`,
        recipients: [client],
        content: {
          ...notificationContentTexts.caseProgressChanged(
            after.caseName,
            CASE_STAGE_LABELS[stage],
            after.progressStatus[stage],
          ),
          category: 'system',
          link: paths.home,
        },
      });
    }
    if (stages.length === 0 && before.status !== after.status) {
      notices.push({
        kind: 'status',
        recipients: [client],
        content: {
          ...notificationContentTexts.caseStatusChanged(after.caseName, after.status),
          category: 'system',
          link: paths.home,
        },
      });
    }
  }
  if (before.clientId === null && client !== null) {
    notices.push({
      kind: 'joined',
      recipients: [after.attorneyId],
      content: {
        ...notificationContentTexts.invitationAccepted(fullName(after.client), after.caseName),
        category: 'system',
        link: paths.attorneyCase(after.id),
      },
    });
  }
  return notices;
}
