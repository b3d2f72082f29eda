import { describe, expect, it } from 'vitest';
import { COLLECTION_ACCESS } from '../permissions/collections';
import { COLLECTIONS, firestorePaths } from './collections';

describe('Firestore names', () => {
  it('agree with the access table paths', () => {
    const firstSegments = new Set(Object.values(COLLECTION_ACCESS).map((access) => access.path.split('/')[0]));
    for (const segment of firstSegments) expect(Object.values(COLLECTIONS)).toContain(segment);
    expect(COLLECTION_ACCESS.caseNotes.path).toBe(firestorePaths.caseNotes('{caseId}'));
    expect(COLLECTION_ACCESS.notifications.path).toBe(firestorePaths.notification('{uid}', '{notificationId}'));
  });

  it('build document paths', () => {
    expect(firestorePaths.userSecrets('u1')).toBe('users/u1/private/secrets');
    expect(firestorePaths.property('p1')).toBe('properties/p1');
    expect(firestorePaths.invitation('abc')).toBe('invitations/abc');
  });
});
