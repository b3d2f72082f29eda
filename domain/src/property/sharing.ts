import { z } from 'zod';
import { roleSchema } from '../roles/role-schema';
import { boundedString, idSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';

export const PERMISSION_LEVELS = ['view', 'manage'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export const permissionLevelSchema = z.enum(PERMISSION_LEVELS);
export const DEFAULT_PERMISSION_LEVEL: PermissionLevel = 'view';

/** POST /api/properties/share */
export const shareRequestSchema = z.object({
  propertyId: idSchema,
  userId: idSchema,
  permissionLevel: permissionLevelSchema,
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;

/** DELETE /api/properties/share */
export const unshareRequestSchema = z.object({
  propertyId: idSchema,
  userId: idSchema,
});
export type UnshareRequest = z.infer<typeof unshareRequestSchema>;

/** GET /api/properties/{id}/shared-users entry. */
export const sharedUserSchema = z.object({
  _id: idSchema,
  firstName: boundedString(TEXT_LIMITS.name),
  lastName: boundedString(TEXT_LIMITS.name),
  email: boundedString(TEXT_LIMITS.email),
  role: roleSchema,
  permissionLevel: permissionLevelSchema,
});
export type SharedUser = z.infer<typeof sharedUserSchema>;

/** `memberIds` as it must read for an owner and a `sharedWith` map: the owner first, then every shared uid. */
export function propertyMemberIds(ownerId: string, sharedWith: Readonly<Record<string, PermissionLevel>>): string[] {
  return [
    ownerId,
    ...Object.keys(sharedWith)
      .filter((uid) => uid !== ownerId)
      .sort(),
  ];
}
