import { paths } from '@estatekey/domain';

/**
 * 'Message Client' target: /chat?with={clientId} (spec part 2 §2) plus the case, so the subject names it and a client
 * who has not joined yet (no account id) is still addressed by the e-mail on the case.
 */
export function chatPath(legalCase: {
  readonly _id: string;
  readonly clientId: { readonly _id: string | null };
}): string {
  const clientId = legalCase.clientId._id;
  const base = clientId === null ? '/chat?' : `${paths.chat(clientId)}&`;
  return `${base}case=${encodeURIComponent(legalCase._id)}`;
}
