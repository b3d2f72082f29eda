import { z } from 'zod';
import { boundedString, idSchema, pageLimitSchema } from '../common/primitives';
import { ID_MAX_BYTES, TEXT_LIMITS } from '../constants/text-limits';
import { statusTexts } from '../messages/status-texts';
import { validationTexts } from '../messages/validation-texts';

/** The body of every answer that only reports an outcome. */
export const messageResponseSchema = z.object({ message: boundedString(TEXT_LIMITS.message) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  time: z.iso.datetime({ offset: true }).max(TEXT_LIMITS.code),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const idParamsSchema = z.object({ id: idSchema });

/** Most items one page of a plain-array list answers. */
export const LIST_PAGE_MAX_SIZE = 200;

/**
 * Optional `?limit=&after=` of a list whose answer is the spec's plain array, newest first (GET /api/showings,
 * GET /api/notifications). Without `limit` the answer is the whole list, as the spec's contract says; a client that
 * pages asks for at most `limit` items (the admin lists' bounds and messages), the next ones after `after`, the id of
 * the last item of the previous answer, and each answer then costs its page, however long the list has grown.
 */
export const listPageQuerySchema = z.object({
  limit: pageLimitSchema(LIST_PAGE_MAX_SIZE).optional(),
  after: idSchema.optional(),
});
export type ListPageQuery = z.output<typeof listPageQuerySchema>;
/** A status update without a property id ('/api/properties//status', a blank id) answers the spec's text. */
export const propertyIdParamsSchema = z.object({
  id: z
    .string({ error: statusTexts.propertyMissing })
    .max(ID_MAX_BYTES, validationTexts.invalidId)
    .refine((id) => id.trim() !== '', statusTexts.propertyMissing)
    .pipe(idSchema),
});
export const caseIdParamsSchema = z.object({ caseId: idSchema });
const token = boundedString(TEXT_LIMITS.token).min(1);
export const tokenParamsSchema = z.object({ token });
export const verifyEmailParamsSchema = z.object({ id: idSchema, token });

/** `?query=` of the user searches; shorter than SEARCH_MIN_CHARS answers an empty list. */
export const searchQuerySchema = z.object({ query: boundedString(TEXT_LIMITS.search).default('') });

/** `?includeProgress=true` of the document lists. */
export const includeProgressQuerySchema = z.object({
  includeProgress: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/**
 * `?includeProgress=&limit=&after=` of GET /api/documents/{attorney,client}-documents: without `limit` the whole list
 * (the spec's contract); with it at most `limit` documents, newest first, after the document `after` (the id of the
 * last of `allDocuments` in the previous answer), grouped with the cases of those documents only.
 */
export const documentListQuerySchema = includeProgressQuerySchema.extend(listPageQuerySchema.shape);
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/** `?caseIds=a,b,c` of GET /api/cases/attorneys. */
export const CASE_IDS_QUERY_MAX = 100;
export const caseIdsQuerySchema = z.object({
  caseIds: boundedString(CASE_IDS_QUERY_MAX * (ID_MAX_BYTES + 1))
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idSchema).max(CASE_IDS_QUERY_MAX)),
});

/** GET /api/cases/attorneys: caseId → the name of its attorney. */
export const caseAttorneysResponseSchema = z.record(
  z.string(),
  z.object({ name: boundedString(TEXT_LIMITS.displayName) }),
);
