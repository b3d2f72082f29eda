import { z } from 'zod';
import { idSchema } from '../common/primitives';
import { statusTexts } from '../messages/status-messages';

/** The body of every answer that only reports an outcome. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  time: z.iso.datetime({ offset: true }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const idParamsSchema = z.object({ id: idSchema });
/** A status update without a property id ('/api/properties//status', a blank id) answers the spec's text. */
export const propertyIdParamsSchema = z.object({
  id: z
    .string({ error: statusTexts.propertyMissing })
    .refine((id) => id.trim() !== '', statusTexts.propertyMissing)
    .pipe(idSchema),
});
export const caseIdParamsSchema = z.object({ caseId: idSchema });
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailParamsSchema = z.object({ id: idSchema, token: z.string().min(1).max(200) });

/** `?query=` of the user searches; shorter than SEARCH_MIN_CHARS answers an empty list. */
export const searchQuerySchema = z.object({ query: z.string().max(100).default('') });

/** `?includeProgress=true` of the document lists. */
export const includeProgressQuerySchema = z.object({
  includeProgress: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** `?caseIds=a,b,c` of GET /api/cases/attorneys. */
export const caseIdsQuerySchema = z.object({
  caseIds: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idSchema).max(100)),
});

/** GET /api/cases/attorneys: caseId → the name of its attorney. */
export const caseAttorneysResponseSchema = z.record(z.string(), z.object({ name: z.string() }));
