import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/text-limits';
import { isoDateSchema, optionalText } from '../common/primitives';
import { documentTypeSchema } from './document';

/** The multipart field that tells POST /api/documents/upload where a file comes from. */
export const UPLOAD_SOURCE_FIELD = 'source';
/** The Guardian/Executor wizard's step 8 (spec part 1 §2.12; DESIGN §8: its files are uploaded, not dropped). */
export const ONBOARDING_UPLOAD_SOURCE = 'onboarding';

/**
 * Text fields of a file chosen in the wizard's step 8. A new Guardian or Executor has no case yet (cases come from an
 * attorney's invitation), so the file is filed without one, as an 'uncategorized' document only its uploader (and
 * admins) can read. The wizard asks for no type, so it defaults to 'Other'.
 */
export const onboardingDocumentUploadFieldsSchema = z.object({
  [UPLOAD_SOURCE_FIELD]: z.literal(ONBOARDING_UPLOAD_SOURCE),
  documentType: documentTypeSchema.default('Other'),
  description: optionalText(TEXT_LIMITS.note),
  caseId: z.literal('').optional(),
  filingDate: z.union([z.literal(''), isoDateSchema]).default(''),
});
export type OnboardingDocumentUploadFields = z.output<typeof onboardingDocumentUploadFieldsSchema>;

/** Whether the multipart text fields say the file comes from the onboarding wizard. */
export function isOnboardingUpload(fields: Readonly<Record<string, unknown>>): boolean {
  return fields[UPLOAD_SOURCE_FIELD] === ONBOARDING_UPLOAD_SOURCE;
}
