/** The gRPC status codes that Firestore's errors carry in `code` and that the functions tell apart. */
export const GRPC = { NOT_FOUND: 5, ALREADY_EXISTS: 6, ABORTED: 10 } as const;
export type GrpcCode = (typeof GRPC)[keyof typeof GRPC];

/**
 * The `code` of a thrown value, whatever it holds: a gRPC status number (Firestore), a string ('auth/user-not-found'
 * from Firebase Auth, 'ENOENT' from Node), an HTTP status (Cloud Storage). Undefined for anything without one.
 */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** The `code` of a thrown value when it is a string ('auth/email-already-exists', 'ENOENT', ...). */
export function stringErrorCode(error: unknown): string | undefined {
  const code = errorCode(error);
  return typeof code === 'string' ? code : undefined;
}

/** Whether a Firestore error carries this gRPC status, e.g. `hasGrpcCode(error, GRPC.ALREADY_EXISTS)`. */
export function hasGrpcCode(error: unknown, code: GrpcCode): boolean {
  return errorCode(error) === code;
}
