import { createHmac } from 'node:crypto';
import type { TokenSigner } from '@estatekey/domain';
import { getUnsubscribeSigningKey } from '../config';

/** HMAC-SHA256 (base64url) of unsubscribe link payloads with the given key. */
export function hmacSigner(key: Buffer): TokenSigner {
  return (data) => createHmac('sha256', key).update(data).digest('base64url');
}

/** The signer of the configured key, read at runtime (params are not available at load). */
export function configuredUnsubscribeSigner(): TokenSigner {
  return hmacSigner(getUnsubscribeSigningKey());
}
