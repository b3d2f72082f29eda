import { describe, expect, it } from 'vitest';
import { errorCode, GRPC, hasGrpcCode, stringErrorCode } from './error-code';

describe('error codes', () => {
  it('reads the code of any thrown object, and nothing of values without one', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 404 }))).toBe(404);
    expect(errorCode('auth/user-not-found')).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });

  it('gives string codes only as strings', () => {
    expect(stringErrorCode({ code: 'ENOENT' })).toBe('ENOENT');
    expect(stringErrorCode({ code: GRPC.ALREADY_EXISTS })).toBeUndefined();
  });

  it('matches a Firestore error by its gRPC status', () => {
    expect(hasGrpcCode({ code: 6 }, GRPC.ALREADY_EXISTS)).toBe(true);
    expect(hasGrpcCode({ code: 5 }, GRPC.ALREADY_EXISTS)).toBe(false);
    expect(hasGrpcCode(undefined, GRPC.ABORTED)).toBe(false);
  });
});
