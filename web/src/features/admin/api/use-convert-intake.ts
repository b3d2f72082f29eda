import { adminTexts, adminRoutes, type ClientRole } from '@estatekey/domain';

import { callApi, serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Whom a converted intake request belongs to: an existing user, known to the admin by e-mail, or an invited owner. */
export type ConvertOwner =
  | { readonly owner: 'existing'; readonly email: string }
  | { readonly owner: 'invite'; readonly email: string; readonly role: ClientRole };

const text = adminTexts.intake;

/**
 * Converts an intake request into a property or a key pickup. An existing owner is looked up by e-mail first (the API
 * takes the account's id); `convert` answers 'noUser' when no account has that address, and sends nothing then.
 */
export function useConvertIntake(
  requestId: string,
  onSuccess: () => void,
): (owner: ConvertOwner) => Promise<'noUser' | undefined> {
  const notify = useNotify();
  const conversion = useApiMutation(adminRoutes.adminConvertIntake, {
    success: (answer) => answer.message,
    failure: { text: text.actionFailed, server: true },
    onSuccess,
  });
  const ownerIdOf = async (email: string): Promise<string | null | undefined> => {
    try {
      const found = await callApi(adminRoutes.adminUsers, { query: { query: email, limit: '10' } });
      return found.users.find((user) => user.email.toLowerCase() === email.toLowerCase())?._id ?? null;
    } catch (error) {
      console.error(`${adminRoutes.adminUsers.method} ${adminRoutes.adminUsers.path} failed`, error);
      notify.error(serverMessageOr(error, text.actionFailed));
      return undefined;
    }
  };
  return async (owner) => {
    if (owner.owner === 'invite') {
      await conversion.mutate({ params: { id: requestId }, body: { inviteEmail: owner.email, role: owner.role } });
      return undefined;
    }
    const ownerId = await ownerIdOf(owner.email);
    if (ownerId === null) return 'noUser';
    if (ownerId !== undefined) await conversion.mutate({ params: { id: requestId }, body: { ownerId } });
    return undefined;
  };
}
