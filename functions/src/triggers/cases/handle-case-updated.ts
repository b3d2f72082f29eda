import { caseSchema, type Case } from '@estatekey/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logs from '../../lib/logs';
import { notifyUsers } from '../../services/notifications/notification-feed';
import { parseEventDocument, type DocumentChangeEvent } from '../event-document';
import { noticesForCaseUpdate } from './case-update-notices';

export type CaseUpdatedEvent = DocumentChangeEvent;

function parseCase(snapshot: DocumentSnapshot, eventId: string): Case | undefined {
  return parseEventDocument(caseSchema, snapshot, 'Case', eventId);
}

/**
 * `cases/{id}` updated (always through the API): notifies the client of moved stages and the
 * attorney of the client joining. Safe to replay: each notification's id comes from the event id. Returns how many
 * notifications were created.
 */
export async function handleCaseUpdated(event: CaseUpdatedEvent): Promise<number> {
  if (!event.data) return 0;
  const before = parseCase(event.data.before, event.id);
  const after = parseCase(event.data.after, event.id);
  if (!before || !after) return 0;
  const db = event.data.after.ref.firestore;
  let created = 0;
  for (const notice of noticesForCaseUpdate(before, after)) {
    created += await notifyUsers(db, {
      key: `${event.id}-${notice.kind}`,
      recipients: notice.recipients,
      content: notice.content,
    });
  }
  logs.notificationsCreated({ trigger: 'caseUpdated', eventId: event.id, created });
  return created;
}
