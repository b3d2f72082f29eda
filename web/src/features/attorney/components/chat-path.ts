import { paths } from '@estatekey/domain';

/**
 * 'Message Client' target: /chat?with={clientId} (spec part 2 §2) plus the case, so the conversation is about this
 * case. Null while the client has no account yet (invited, not joined): there is nobody to write to.
 */
export function chatPath(legalCase: {
  readonly _id: string;
  readonly clientId: { readonly _id: string | null };
}): string | null {
  const clientId = legalCase.clientId._id;
  return clientId === null ? null : `${paths.chat(clientId)}&case=${encodeURIComponent(legalCase._id)}`;
}
