/** Texts of the API's transport-level refusals (DESIGN §5), next to `errorsTexts`. */
export const httpMessages = {
  requestTooLarge: 'The request body is too large',
  unsupportedEncoding: 'The request body encoding is not supported',
  /** A body that is neither JSON nor (on upload routes) multipart: e.g. a cross-site HTML form. */
  unsupportedMediaType: 'The request body must be sent as application/json',
  /** Firestore gave up on a transaction that competed with others for the same data; nothing was written. */
  busy: 'Too many changes are being made at once. Nothing was saved; please try again.',
} as const;
