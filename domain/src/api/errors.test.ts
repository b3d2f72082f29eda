import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsTexts } from '../messages/errors-texts';
import { validationTexts } from '../messages/validation-texts';
import { uploadTexts } from '../messages/upload-texts';
import { propertySubmitRequestSchema } from '../property/property';
import { apiErrorBodySchema, errorMessageFrom, toApiFieldErrors } from './error-body';
import { DEFAULT_ERROR_MESSAGE, DomainError, HTTP_STATUS_FOR, validationErrorBody } from './errors';

describe('API error bodies', () => {
  it('have a message and optional field errors', () => {
    expect(apiErrorBodySchema.safeParse({ message: 'Not found' }).success).toBe(true);
    expect(
      apiErrorBodySchema.safeParse({ message: 'Validation failed', errors: [{ path: 'email', message: 'x' }] }).success,
    ).toBe(true);
    expect(apiErrorBodySchema.safeParse({ error: 'x' }).success).toBe(false);
  });

  it('map failure kinds to the status codes of the security model', () => {
    expect(HTTP_STATUS_FOR).toMatchObject({
      validation: 400,
      unauthenticated: 401,
      forbidden: 403,
      notFound: 404,
      conflict: 409,
      payloadTooLarge: 413,
      unsupportedMediaType: 415,
      rateLimited: 429,
      internal: 500,
    });
    expect(DEFAULT_ERROR_MESSAGE.unauthenticated).toBe('Authentication required');
    expect(DEFAULT_ERROR_MESSAGE.rateLimited).toBe('Too many requests, please try again later.');
    expect(DEFAULT_ERROR_MESSAGE.payloadTooLarge).toBe('File too large (maximum 10 MB)');
  });

  it('name each failing field by its dotted path', () => {
    const schema = z.object({
      contactInfo: z.object({ email: z.email('bad email') }),
      name: z.string().min(1, 'name!'),
    });
    const result = schema.safeParse({ contactInfo: { email: 'x' }, name: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationErrorBody(result.error)).toEqual({
      message: errorsTexts.validation,
      errors: [
        { path: 'contactInfo.email', message: 'bad email' },
        { path: 'name', message: 'name!' },
      ],
    });
  });

  it('report the closest branch of a union', () => {
    const result = propertySubmitRequestSchema.safeParse({
      propertyAddress: '1 A St',
      propertyCity: 'Springfield',
      propertyState: 'IL',
      propertyZip: '62701',
      propertyType: 'land',
      propertyCondition: 'good',
      contactName: 'Pat',
      contactEmail: 'not-an-email',
      contactPhone: '555-010-0000',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toApiFieldErrors(result.error)).toEqual([{ path: 'contactEmail', message: validationTexts.invalidEmail }]);
  });

  it('prefer the server message for toasts, else the fallback', () => {
    expect(
      errorMessageFrom(
        { message: 'An account with this email already exists' },
        'Registration failed. Please try again.',
      ),
    ).toBe('An account with this email already exists');
    expect(errorMessageFrom({ message: '' }, 'fallback')).toBe('fallback');
    expect(errorMessageFrom('<html>', 'fallback')).toBe('fallback');
    expect(errorMessageFrom(undefined, 'fallback')).toBe('fallback');
  });
});

describe('DomainError', () => {
  it('carries the status of its kind and the default message unless given one', () => {
    const notFound = DomainError.notFound();
    expect(notFound).toMatchObject({ kind: 'notFound', status: 404, message: DEFAULT_ERROR_MESSAGE.notFound });
    expect(DomainError.tooManyRequests()).toMatchObject({ kind: 'rateLimited', status: 429 });
    const invalid = DomainError.badRequest(uploadTexts.selectFile, [{ path: 'file', message: 'x' }]);
    expect(invalid).toMatchObject({ status: 400, message: uploadTexts.selectFile, errors: [{ path: 'file' }] });
  });
});
