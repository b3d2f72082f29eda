import { describe, expect, it } from 'vitest';
import {
  isOnboardingUpload,
  ONBOARDING_UPLOAD_SOURCE,
  onboardingDocumentUploadFieldsSchema,
} from './onboarding-upload';

describe('onboarding document uploads', () => {
  it('are recognised by their source field only', () => {
    expect(isOnboardingUpload({ source: ONBOARDING_UPLOAD_SOURCE })).toBe(true);
    expect(isOnboardingUpload({ source: 'upload-page' })).toBe(false);
    expect(isOnboardingUpload({ caseId: 'case-1' })).toBe(false);
  });

  it('need no case and no type, which defaults to Other', () => {
    expect(onboardingDocumentUploadFieldsSchema.parse({ source: ONBOARDING_UPLOAD_SOURCE })).toEqual({
      source: ONBOARDING_UPLOAD_SOURCE,
      documentType: 'Other',
      description: '',
      filingDate: '',
    });
  });

  it('refuse a case, an unknown type and a malformed filing date', () => {
    const base = { source: ONBOARDING_UPLOAD_SOURCE };
    expect(onboardingDocumentUploadFieldsSchema.safeParse({ ...base, caseId: 'case-1' }).success).toBe(false);
    expect(onboardingDocumentUploadFieldsSchema.safeParse({ ...base, documentType: 'Receipt' }).success).toBe(false);
    expect(onboardingDocumentUploadFieldsSchema.safeParse({ ...base, filingDate: '02/14/2026' }).success).toBe(false);
    expect(onboardingDocumentUploadFieldsSchema.safeParse({ ...base, caseId: '' }).success).toBe(true);
  });
});
