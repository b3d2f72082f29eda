import { propertySchema, type Property } from '@estatekey/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import * as logs from '../../lib/logs';
import { recordAudit } from '../../lib/audit-log';
import { notifyUsers } from '../../services/notifications/notification-feed';
import { parseEventDocument, type DocumentChangeEvent } from '../event-document';
import { changedMilestoneKeys, noticesForPropertyUpdate } from './property-update-notices';

export type PropertyUpdatedEvent = DocumentChangeEvent;

function parseProperty(snapshot: DocumentSnapshot, eventId: string): Property | undefined {
  return parseEventDocument(propertySchema, snapshot, 'Property', eventId);
}

/**
 * Audit-logs milestone changes, which members write directly to Firestore (DESIGN §5), so only this trigger sees
 * them: who (the rules hold `updatedBy` to the writer) and each milestone's status before and after. The entry's id
 * comes from the event id, so a replayed event records nothing more.
 */
async function auditMilestoneChanges(db: Firestore, eventId: string, before: Property, after: Property): Promise<void> {
  const keys = changedMilestoneKeys(before, after);
  if (keys.length === 0) return;
  const changes = Object.fromEntries(
    keys.map((key) => [key, { from: before.statusData[key], to: after.statusData[key] }]),
  );
  await recordAudit(
    db,
    {
      actorId: after.updatedBy,
      action: 'property.milestonesUpdated',
      targetType: 'property',
      targetId: after.id,
      details: { changes },
    },
    { id: `${eventId}-milestones` },
  );
}

/**
 * `properties/{id}` updated: audit-logs milestone changes, notifies the other members of them and users of shares
 * added, changed or removed. Safe to replay: every notification's and audit entry's id comes from the event id, and
 * an existing one is not written again. Returns how many notifications were created.
 */
export async function handlePropertyUpdated(event: PropertyUpdatedEvent): Promise<number> {
  if (!event.data) return 0;
  const before = parseProperty(event.data.before, event.id);
  const after = parseProperty(event.data.after, event.id);
  if (!before || !after) return 0;
  const db = event.data.after.ref.firestore;
  await auditMilestoneChanges(db, event.id, before, after);
  let created = 0;
  for (const notice of noticesForPropertyUpdate(before, after)) {
    created += await notifyUsers(db, {
      key: `${event.id}-${notice.kind}`,
      recipients: notice.recipients,
      content: notice.content,
    });
  }
  logs.notificationsCreated({ trigger: 'propertyUpdated', eventId: event.id, created });
  return created;
}
