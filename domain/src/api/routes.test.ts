import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyPickupTexts } from '../messages/key-pickup-texts';
import { uploadTexts } from '../messages/upload-texts';
import { statusTexts } from '../messages/status-texts';
import { ROLES } from '../roles/roles';
import { SHARE_SEARCH_ROUTE_FOR } from '../permissions/user-search-access';
import { toApiFieldErrors } from './error-body';
import { healthResponseSchema, caseIdsQuerySchema, includeProgressQuerySchema, searchQuerySchema } from './common';
import { apiAccessOf, apiPath, canCallApi, requiresVerifiedEmail, type ApiRoute } from './route-contract';
import { API_ROUTE_NAMES, apiRoutes, type ApiRouteName } from './routes';

/** Every call of spec part 1 §7 and part 2 §7, plus health and the file download. */
const SPEC_CALLS = [
  'POST /api/user/register',
  'POST /api/user/login',
  'GET /api/user/profile',
  'GET /api/users/me',
  'PUT /api/user/profile/update',
  'GET /api/user/:id/verify/:token',
  // Not in the spec's table: the unverified banner's resend button (DESIGN §5).
  'POST /api/user/resend-verification',
  'POST /api/appointments/schedule',
  'POST /api/properties/submit',
  'PUT /api/user/onboarding/complete',
  'PUT /api/user/onboarding/agent/complete',
  'PUT /api/user/onboarding/attorney/complete',
  'PUT /api/properties/:id/status',
  // Not in the spec's table: the Properties page's Edit saves through it (DESIGN §8).
  'PUT /api/properties/:id',
  // The property page, also for the attorney and client of an associated case.
  'GET /api/properties/:id/overview',
  'POST /api/logout',
  'GET /api/documents/attorney-documents',
  'GET /api/documents/client-documents',
  'GET /api/documents/stats',
  'GET /api/properties/user',
  'GET /api/properties/agent',
  'GET /api/appointments/user',
  'PUT /api/appointments/:id/cancel',
  'GET /api/attorney/cases',
  // Beyond the spec: the dashboard's counts and deadlines over the whole caseload, whatever its size (issue 25).
  'GET /api/attorney/case-summary',
  'GET /api/documents/my-cases',
  'GET /api/documents/property/:id/cases',
  'DELETE /api/documents/disassociate-property',
  'GET /api/properties/:id/shared-users',
  'GET /api/users/search',
  'GET /api/attorney/search-agents',
  'GET /api/attorney/search-users',
  'POST /api/properties/share',
  'DELETE /api/properties/share',
  'POST /api/documents/upload',
  'GET /api/notifications',
  'PUT /api/notifications/:id/read',
  'PUT /api/notifications/read-all',
  'GET /api/attorney/cases/:id',
  'PUT /api/attorney/cases/:id/notes',
  'PUT /api/cases/:id/status',
  'PUT /api/attorney/cases/:id/progress',
  'GET /api/attorney/profile',
  'PUT /api/attorney/profile',
  'PUT /api/users/update-attorney-profile',
  'POST /api/attorney/clients',
  'GET /api/documents/case/:caseId',
  'PATCH /api/documents/view/:id',
  'POST /api/documents/fix-documents',
  'GET /api/documents/case/:caseId/properties',
  // Beyond the spec's table: what the case's linking control offers, the client's own properties (part 2 §6).
  'GET /api/documents/case/:caseId/client-properties',
  'POST /api/documents/associate-property',
  'GET /api/cases/attorneys',
  'GET /api/documents/agent-documents',
  'GET /api/documents/:id',
  'GET /api/documents/:id/file',
  'GET /api/client/verify-invitation/:token',
  'POST /api/client/create-account/:token',
  // Beyond the spec: an invitation to an address that has an account is accepted signed in.
  'POST /api/client/accept-invitation/:token',
  'GET /api/properties/agent',
  'GET /api/showings',
  'POST /api/showings',
  'PUT /api/showings/:id',
  'DELETE /api/showings/:id',
  'GET /api/health',
  // The admins' audit log and its CSV export.
  'GET /api/admin/audit-log',
  'GET /api/admin/audit-log/export',
  // The admin area.
  'GET /api/admin/users',
  'PUT /api/admin/users/:id/role',
  'PUT /api/admin/users/:id/disabled',
  'POST /api/admin/users/:id/resend-verification',
  'GET /api/admin/properties',
  'PUT /api/admin/properties/:id/review',
  'GET /api/admin/intake',
  'PUT /api/admin/intake/:id',
  'POST /api/admin/intake/:id/convert',
  'GET /api/admin/stats',
  // Private calendar feeds.
  'GET /api/calendar/:feedToken.ics',
  'GET /api/calendar/feed',
  'POST /api/calendar/feed',
  // Beyond the spec: the lockbox code, kept off the member-readable property, and the repair that moved it there.
  'GET /api/properties/:id/lockbox',
  'PUT /api/properties/:id/lockbox',
  // The court-supervised sale (issue: the court track governs the sale track).
  'GET /api/properties/:id/sale',
  'PUT /api/properties/:id/sale-authority',
  'POST /api/properties/:id/sale-authority/objections',
  'POST /api/properties/:id/offers',
  'PUT /api/properties/:id/offers/:offerId',
  'PUT /api/properties/:id/sale-hearing',
  'POST /api/admin/maintenance/move-private-fields',
  // Secure messages between the parties of a case or property.
  'GET /api/messages/conversations',
  'POST /api/messages/conversations',
  'GET /api/messages/conversations/:id/messages',
  'POST /api/messages/conversations/:id/messages',
  'PUT /api/messages/conversations/:id/read',
  // E-mail notifications: the user's settings and the one-click unsubscribe link of every mail.
  'GET /api/user/notification-preferences',
  'PUT /api/user/notification-preferences',
  'GET /api/notifications/unsubscribe/:token',
  'POST /api/notifications/unsubscribe/:token',
  // Showings the owner controls, and feedback.
  'GET /api/properties/:id/showing-settings',
  'PUT /api/properties/:id/showing-settings',
  'PUT /api/showings/:id/decision',
  'PUT /api/showings/:id/feedback',
  // The chain of custody of the keys.
  'PUT /api/properties/:id/lockbox-code',
  'GET /api/properties/:id/custody-log',
  'GET /api/showings/:id/lockbox-code',
  // Mail delivery problems, for admins.
  'GET /api/admin/mail-outbox',
];

const routes: ApiRoute[] = Object.values(apiRoutes);

describe('apiRoutes', () => {
  it('covers every call of both spec parts exactly once', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...new Set(SPEC_CALLS)].sort()).toEqual([...listed].sort());
    expect(API_ROUTE_NAMES).toHaveLength(routes.length);
  });

  it('gives every JSON route a response schema and every parameterised path a params schema', () => {
    for (const route of routes) {
      if (!route.binary) expect(route.response, route.path).toBeDefined();
      expect(Boolean(route.params), route.path).toBe(route.path.includes(':'));
    }
  });

  it('never lists a parameter route before a fixed route it would shadow', () => {
    const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    routes.forEach((route, index) => {
      for (const later of routes.slice(index + 1)) {
        if (later.method === route.method && route.path.includes(':') && !later.path.includes(':')) {
          expect(pattern(route.path).test(later.path), `${route.path} shadows ${later.path}`).toBe(false);
        }
      }
    });
  });

  it('serves the share search each role is sent to', () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    for (const role of ROLES) {
      const route = byPath.get(SHARE_SEARCH_ROUTE_FOR(role));
      expect(route && canCallApi(route, role), role).toBe('allow');
    }
  });

  it('guards by role: 401 signed out, 403 for another role', () => {
    expect(canCallApi(apiRoutes.health, null)).toBe('allow');
    expect(canCallApi(apiRoutes.scheduleAppointment, null)).toBe('allow');
    expect(canCallApi(apiRoutes.notifications, null)).toBe('unauthenticated');
    expect(canCallApi(apiRoutes.notifications, 'Agent')).toBe('allow');
    for (const role of ROLES) {
      expect(canCallApi(apiRoutes.attorneyCases, role)).toBe(
        role === 'Attorney' || role === 'Admin' ? 'allow' : 'forbidden',
      );
      expect(canCallApi(apiRoutes.createShowing, role)).toBe(role === 'Agent' ? 'allow' : 'forbidden');
      expect(canCallApi(apiRoutes.uploadDocument, role)).toBe(role === 'Agent' ? 'forbidden' : 'allow');
    }
  });

  it('tells a caller without a token (401) from a signed-in caller without a role claim', () => {
    const noRoleClaim = { role: null };
    expect(apiAccessOf(apiRoutes.notifications, null)).toBe('unauthenticated');
    expect(apiAccessOf(apiRoutes.notifications, noRoleClaim)).toBe('allow');
    expect(apiAccessOf(apiRoutes.attorneyCases, null)).toBe('unauthenticated');
    expect(apiAccessOf(apiRoutes.attorneyCases, noRoleClaim)).toBe('forbidden');
    expect(apiAccessOf(apiRoutes.attorneyCases, { role: 'Attorney' })).toBe('allow');
    expect(apiAccessOf(apiRoutes.scheduleAppointment, null)).toBe('allow');
  });

  it('lets an unverified account only read and edit its profile, log out and resend the mail (DESIGN §5)', () => {
    const allowedUnverified: readonly ApiRouteName[] = [
      'logout',
      'profile',
      'me',
      'updateProfile',
      'resendVerification',
    ];
    for (const name of API_ROUTE_NAMES) {
      const route: ApiRoute = apiRoutes[name];
      const expected = route.access !== 'public' && !allowedUnverified.includes(name);
      expect(requiresVerifiedEmail(route), name).toBe(expected);
      // The flag means something only where a signed-in caller is served.
      if (route.access === 'public') expect(route.allowUnverified, name).toBeUndefined();
    }
    expect(requiresVerifiedEmail(apiRoutes.attorneySearchUsers)).toBe(true);
    expect(requiresVerifiedEmail(apiRoutes.scheduleAppointment)).toBe(true);
    expect(requiresVerifiedEmail(apiRoutes.login)).toBe(false);
  });

  it('fills path parameters', () => {
    expect(apiPath(apiRoutes.cancelShowing, { id: 's 1' })).toBe('/api/showings/s%201');
    expect(apiPath(apiRoutes.verifyEmail, { id: 'u1', token: 't1' })).toBe('/api/user/u1/verify/t1');
    expect(apiPath(apiRoutes.health)).toBe('/api/health');
    expect(() => apiPath(apiRoutes.cancelShowing)).toThrow('Missing path parameter "id"');
    expect(() => apiPath({ path: '/health' })).toThrow('Not an API path: /health');
  });

  it('checks dates against the day given for dated bodies', () => {
    const body = apiRoutes.createShowing.bodyFor({ today: '2026-03-10', role: 'Agent' });
    const showing = { propertyId: 'p', date: '2026-03-09', startTime: '10:00', endTime: '11:00', clientName: 'Bob' };
    expect(body.safeParse(showing).success).toBe(false);
    expect(apiRoutes.createShowing.body.safeParse(showing).success).toBe(true);
  });

  it('parses the body by the caller where the route serves several forms', () => {
    const today = '2026-03-10';
    const visitor = apiRoutes.scheduleAppointment.bodyFor({ today, role: null });
    const member = apiRoutes.scheduleAppointment.bodyFor({ today, role: 'Guardian' });
    const request = { appointmentDate: today, appointmentTime: '10:00', contactName: 'Al', contactEmail: 'a@b.co' };
    expect(visitor.safeParse({ ...request, contactPhone: '5551234567' }).success).toBe(true);
    const incomplete = member.safeParse(request);
    expect(incomplete.success).toBe(false);
    if (!incomplete.success) {
      expect(apiRoutes.scheduleAppointment.validationMessage(toApiFieldErrors(incomplete.error))).toBe(
        keyPickupTexts.incompleteContact,
      );
    }
    const company = apiRoutes.completeOnboarding.bodyFor({ today, role: 'Admin' });
    expect(company.safeParse({ formData: { companyName: 'x' } }).success).toBe(false);
    const upload = apiRoutes.uploadDocument.bodyFor({ today, role: 'Guardian' });
    expect(upload.safeParse({ source: 'onboarding' })).toMatchObject({ success: true });
    expect(toApiFieldErrors(upload.safeParse({ documentType: 'Other' }).error ?? new z.ZodError([]))).toEqual([
      { path: 'caseId', message: uploadTexts.selectCase },
    ]);
  });

  it('answers a status update without a property id with the spec text', () => {
    for (const params of [{}, { id: '' }, { id: ' ' }]) {
      const result = apiRoutes.updatePropertyStatus.params.safeParse(params);
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(toApiFieldErrors(result.error)).toEqual([{ path: 'id', message: statusTexts.propertyMissing }]);
      }
    }
    expect(apiRoutes.updatePropertyStatus.params.parse({ id: 'p1' })).toEqual({ id: 'p1' });
  });
});

describe('shared query and answer schemas', () => {
  it('parses the health answer', () => {
    expect(healthResponseSchema.safeParse({ status: 'ok', time: new Date().toISOString() }).success).toBe(true);
    expect(healthResponseSchema.safeParse({ status: 'down', time: new Date().toISOString() }).success).toBe(false);
  });

  it('parses query strings', () => {
    expect(searchQuerySchema.parse({})).toEqual({ query: '' });
    expect(includeProgressQuerySchema.parse({ includeProgress: 'true' })).toEqual({ includeProgress: true });
    expect(includeProgressQuerySchema.parse({})).toEqual({ includeProgress: false });
    expect(caseIdsQuerySchema.parse({ caseIds: 'a, b,,c' })).toEqual({ caseIds: ['a', 'b', 'c'] });
    expect(caseIdsQuerySchema.safeParse({ caseIds: 'a/b' }).success).toBe(false);
  });
});
