/** Texts of the API's transport-level refusals (DESIGN §5), next to `messages.errors`. */
export const httpMessages = {
  requestTooLarge: 'The request body is too large',
  unsupportedEncoding: 'The request body encoding is not supported',
} as const;
