import { z } from 'zod';

import { ROLES } from './roles';

/**
 * A role in a document or a request. Apart from roles.ts, so that a screen that only shows or checks a role (the
 * signed-in frame's menu, every page's route guard) does not load zod before its first paint.
 */
export const roleSchema = z.enum(ROLES);
