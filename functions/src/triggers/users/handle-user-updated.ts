import { normalizeSearchTokens } from '@estatekey/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/** The part of Cloud Functions' `onDocumentUpdated` event the handler reads. */
export interface UserUpdatedEvent {
  readonly data?: { readonly after: DocumentSnapshot } | undefined;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * `users/{uid}` updated: owners may rename themselves straight in Firestore (the rules allow it), so the search
 * tokens are recomputed here from the stored name and e-mail, and search always finds what the dialogs display.
 * Reads and writes in a transaction so a later rename is never overwritten with tokens of an earlier one; writes only
 * when the tokens differ, so its own write ends the chain. Returns whether it wrote.
 */
export async function handleUserUpdated(event: UserUpdatedEvent): Promise<boolean> {
  const ref = event.data?.after.ref;
  if (!ref) return false;
  return await ref.firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const user = snapshot.data();
    if (!user) return false;
    const tokens = normalizeSearchTokens({
      firstName: optionalText(user['firstName']),
      lastName: optionalText(user['lastName']),
      email: optionalText(user['email']),
    });
    const stored: unknown = user['searchTokens'];
    if (Array.isArray(stored) && stored.length === tokens.length && stored.every((token, i) => token === tokens[i])) {
      return false;
    }
    transaction.update(ref, { searchTokens: tokens });
    return true;
  });
}
