import {
  addDaysIso,
  agentTexts,
  feedbackRequestDue,
  formatLongUsDate,
  formatTime12h,
  paths,
  toIsoDate,
} from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { showingsCollection, userNotificationsCollection } from '../../lib/collections';

/** A day's margin on either side of the reminder's day, so a late sweep still finds what is due. */
const LOOKBACK_DAYS = 3;

/**
 * Asks the agent of every confirmed showing that has ended for feedback: once after it ends, again a day later, then
 * never (feedbackRequestDue). Each ask counts on the showing and its notification has a fixed id per showing and ask,
 * inside one transaction, so a repeated or overlapping run asks nobody twice. Returns how many were asked.
 */
export async function askForShowingFeedback(db: Firestore, now: Date): Promise<number> {
  const today = toIsoDate(now);
  const recent = await showingsCollection(db)
    .where('date', '>=', addDaysIso(today, -LOOKBACK_DAYS))
    .where('date', '<=', today)
    .get();
  let asked = 0;
  for (const candidate of recent.docs) {
    if (!feedbackRequestDue(candidate.data(), now)) continue;
    asked += await db.runTransaction(async (transaction) => {
      const showing = (await transaction.get(candidate.ref)).data();
      if (!showing || !feedbackRequestDue(showing, now)) return 0;
      const ask = showing.feedbackRequestCount + 1;
      const when = `${formatLongUsDate(showing.date)} at ${formatTime12h(showing.startTime)}`;
      const notification = userNotificationsCollection(db, showing.agentId).doc(
        `showing-feedback-${showing.id}-${ask}`,
      );
      transaction.create(notification, {
        id: notification.id,
        ...agentTexts.notifications.feedbackRequested(showing.propertyAddress, when),
        category: 'appointment',
        link: paths.scheduleShowing,
        read: false,
        createdAt: FieldValue.serverTimestamp(),
      });
      transaction.update(candidate.ref, { feedbackRequestCount: ask, feedbackRequestedAt: now });
      return 1;
    });
  }
  return asked;
}
