import { documentsTexts, documentTitle, paths } from '@estatekey/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { DocumentChangeEvent } from '../event-document';
import * as logs from '../../lib/logs';
import { notifyUsers } from '../../services/notifications/notification-feed';

export type DocumentUpdatedEvent = DocumentChangeEvent;

function viewerIds(snapshot: DocumentSnapshot): Set<string> {
  const viewedBy = snapshot.get('viewedBy') as unknown;
  return new Set(typeof viewedBy === 'object' && viewedBy !== null ? Object.keys(viewedBy) : []);
}

/**
 * `documents/{id}` updated: each reader who opens the document for the first time is announced to its uploader. The
 * notification id is `document-viewed-{document}-{reader}-{uploader}`, so a replayed event, or the same reader
 * again, creates nothing more. Returns how many notifications were created.
 */
export async function handleDocumentUpdated(event: DocumentUpdatedEvent): Promise<number> {
  if (!event.data) return 0;
  const { before, after } = event.data;
  const uploaderId = after.get('uploaderId') as unknown;
  if (typeof uploaderId !== 'string') return 0;
  const earlier = viewerIds(before);
  const newViewers = [...viewerIds(after)].filter((uid) => !earlier.has(uid) && uid !== uploaderId);
  const viewerNames = (after.get('viewerNames') ?? {}) as Record<string, unknown>;
  const name = documentTitle({ originalName: after.get('originalName') as string | undefined });
  let created = 0;
  for (const viewer of newViewers) {
    const viewerName =
      typeof viewerNames[viewer] === 'string' && viewerNames[viewer] !== ''
        ? viewerNames[viewer]
        : documentsTexts.aReader;
    created += await notifyUsers(after.ref.firestore, {
      key: `document-viewed-${after.id}-${viewer}`,
      recipients: [uploaderId],
      content: {
        ...documentsTexts.notifications.documentViewed(name, viewerName),
        category: 'document',
        link: paths.documents,
      },
    });
  }
  logs.notificationsCreated({ trigger: 'documentUpdated', eventId: event.id, created });
  return created;
}
