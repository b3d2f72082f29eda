import { errorsTexts } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { signInRefusal } from './sign-in';

describe('signInRefusal', () => {
  it.each(['EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED'])(
    'answers %s with the same 401, so the answer does not reveal which accounts exist',
    (code) => {
      expect(signInRefusal(code)).toMatchObject({ status: 401, message: errorsTexts.invalidCredentials });
    },
  );

  it("answers Identity Toolkit's own throttling with 429", () => {
    expect(
      signInRefusal('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled'),
    ).toMatchObject({ status: 429, message: errorsTexts.rateLimited });
  });

  it('leaves configuration failures to the error handler (500)', () => {
    expect(signInRefusal('API key not valid. Please pass a valid API key.')).toBeUndefined();
    expect(signInRefusal('OPERATION_NOT_ALLOWED')).toBeUndefined();
  });
});
