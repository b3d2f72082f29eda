import {
  type ApiRouteName,
  apiRoutes,
  apiTexts,
  DomainError,
  errorsTexts,
  keyPickupTexts,
  onboardingTexts,
  type Role,
  serverTodayIsoDate,
  statusTexts,
  uploadTexts,
  validationTexts,
} from '@estatekey/domain';
import { Readable } from 'node:stream';
import express, { type RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../testing/serve-app';
import { parseJsonBody } from './middleware/body';
import { handleErrors } from './middleware/errors';
import { createApiRouter, mountArea, type ApiRouter, type AreaHandlers, type RouteHandler } from './mount-route';

/**
 * Stands in for what `authenticate` leaves on the request: a verified token (of a verified e-mail address unless
 * `emailVerified: false`), a refused one, or none.
 */
type Presented = { role: Role | null; emailVerified?: boolean } | 'refused' | undefined;

function authenticatedAs(presented: Presented): RequestHandler {
  return (req, _res, next) => {
    if (presented === 'refused') req.authFailure = 'invalid-token';
    else if (presented) {
      const token = { uid: 'uid-1' } as DecodedIdToken;
      const emailVerified = presented.emailVerified ?? true;
      req.auth = { uid: 'uid-1', role: presented.role, email: 'someone@example.com', emailVerified, token };
    }
    next();
  };
}

/** One entry of the table served alone, as `mountArea` serves it within its area. */
function serveOne<Name extends ApiRouteName>(
  api: ApiRouter,
  name: Name,
  handler: RouteHandler<(typeof apiRoutes)[Name]>,
) {
  type Area = Pick<typeof apiRoutes, Name>;
  mountArea(api, { [name]: apiRoutes[name] } as Area, { [name]: handler } as AreaHandlers<Area>);
}

/**
 * An app serving the routes `mount` puts on its router; the rate-limit counters a call was counted in, with what they
 * were keyed on. Counters named in `full` answer 429.
 */
function appWith(presented: Presented, mount: (api: ApiRouter) => void, full: readonly string[] = []) {
  const rateLimited: string[] = [];
  const subjects: string[] = [];
  const modes: string[] = [];
  const api = createApiRouter((bucket, _limit, subject, _res, mode = 'count') => {
    rateLimited.push(bucket);
    subjects.push(subject);
    modes.push(`${mode} ${bucket}`);
    const refuses = mode !== 'countRefusal' && full.includes(bucket);
    return refuses ? Promise.reject(DomainError.tooManyRequests()) : Promise.resolve();
  });
  mount(api);
  const app = express();
  app.use(parseJsonBody(1024 * 1024));
  app.use(authenticatedAs(presented));
  app.use(api.router);
  app.use(handleErrors);
  return { app, rateLimited, subjects, modes };
}

async function call(app: express.Express, method: string, path: string, body?: unknown) {
  return await withServer(app, async (baseUrl) => {
    const response = await fetchWithTimeout(`${baseUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
}

describe('mountArea guards by the entry’s access', () => {
  const notifications = (api: ApiRouter) => {
    serveOne(api, 'notifications', ({ caller }) => {
      expect(caller.uid).toBe('uid-1');
      return [];
    });
  };

  it('answers 401 without a token, saying so when the token was refused', async () => {
    expect(await call(appWith(undefined, notifications).app, 'GET', '/api/notifications')).toEqual({
      status: 401,
      body: { message: errorsTexts.authRequired },
    });
    expect(await call(appWith('refused', notifications).app, 'GET', '/api/notifications')).toEqual({
      status: 401,
      body: { message: errorsTexts.invalidToken },
    });
  });

  it('serves any signed-in caller of an authenticated route, with or without a role', async () => {
    for (const role of ['Agent', null] as const) {
      expect(await call(appWith({ role }, notifications).app, 'GET', '/api/notifications')).toEqual({
        status: 200,
        body: [],
      });
    }
  });

  it('answers 403 to roles outside a role list and to a caller without a role claim', async () => {
    const probe = (api: ApiRouter) => {
      serveOne(api, 'searchUsers', ({ caller }) => {
        expect(caller.role).toBe('Admin');
        return [];
      });
    };
    expect(await call(appWith({ role: 'Admin' }, probe).app, 'GET', '/api/users/search')).toEqual({
      status: 200,
      body: [],
    });
    for (const role of ['Guardian', null] as const) {
      expect(await call(appWith({ role }, probe).app, 'GET', '/api/users/search')).toEqual({
        status: 403,
        body: { message: errorsTexts.forbidden },
      });
    }
    expect((await call(appWith(undefined, probe).app, 'GET', '/api/users/search')).status).toBe(401);
  });

  it('answers 403 to an unverified account except on the routes that allow it (DESIGN §5)', async () => {
    const unverified = { role: 'Attorney', emailVerified: false } as const;
    const probe = (api: ApiRouter) => {
      serveOne(api, 'attorneySearchUsers', () => [
        { _id: 'u2', firstName: 'Gina', lastName: 'G', email: 'g@example.com', role: 'Guardian' as const },
      ]);
      serveOne(api, 'logout', () => ({ message: apiTexts.loggedOut }));
    };
    expect(await call(appWith(unverified, probe).app, 'GET', '/api/attorney/search-users?query=gi')).toEqual({
      status: 403,
      body: { message: errorsTexts.emailNotVerified },
    });
    expect((await call(appWith({ role: 'Attorney' }, probe).app, 'GET', '/api/attorney/search-users')).status).toBe(
      200,
    );
    expect(await call(appWith(unverified, probe).app, 'POST', '/api/logout')).toEqual({
      status: 200,
      body: { message: apiTexts.loggedOut },
    });
  });

  it('answers the entry’s own 403 text when it has one', async () => {
    const { app } = appWith({ role: 'Agent' }, (api) => {
      serveOne(api, 'completeOnboarding', () => {
        throw new Error('not reached');
      });
    });
    expect(await call(app, 'PUT', '/api/user/onboarding/complete', {})).toEqual({
      status: 403,
      body: { message: onboardingTexts.notForRole },
    });
  });
});

describe('mountArea on an optional route', () => {
  const today = serverTodayIsoDate();
  const visitorRequest = {
    appointmentDate: today,
    appointmentTime: '10:00',
    contactName: 'Vera Visitor',
    contactEmail: 'vera@example.com',
    contactPhone: '5551234567',
  };
  const schedule = (api: ApiRouter) => {
    serveOne(api, 'scheduleAppointment', (input) => ({
      message: input.caller === null ? `visitor ${input.body.duration}` : `signed-in ${input.body.propertyAddress}`,
    }));
  };

  it('serves a visitor as caller null, with the visitor’s schema and the rate limit', async () => {
    const { app, rateLimited } = appWith(undefined, schedule);
    expect(await call(app, 'POST', '/api/appointments/schedule', visitorRequest)).toEqual({
      status: 201,
      body: { message: 'visitor 15' },
    });
    expect(rateLimited).toEqual(['public:clientAddress:/api/appointments/schedule']);
  });

  it('serves a signed-in caller through the same handler, with the signed-in schema and the per-user limit', async () => {
    const { app, rateLimited, subjects } = appWith({ role: 'Guardian' }, schedule);
    const answer = await call(app, 'POST', '/api/appointments/schedule', {
      ...visitorRequest,
      propertyAddress: '1 Main St',
    });
    expect(answer).toEqual({ status: 201, body: { message: 'signed-in 1 Main St' } });
    expect(rateLimited).toEqual(['userWrites:callerUid:/api/appointments/schedule']);
    expect(subjects).toEqual(['uid-1']);
  });

  it('answers the signed-in schema’s failures with the entry’s message', async () => {
    const { app } = appWith({ role: 'Guardian' }, schedule);
    const answer = await call(app, 'POST', '/api/appointments/schedule', visitorRequest);
    expect(answer).toEqual({
      status: 400,
      body: {
        message: keyPickupTexts.incompleteContact,
        errors: [{ path: 'propertyAddress', message: keyPickupTexts.incompleteContact }],
      },
    });
  });

  it('answers 401 to a refused token instead of treating the caller as a visitor', async () => {
    const { app, rateLimited } = appWith('refused', schedule);
    expect(await call(app, 'POST', '/api/appointments/schedule', visitorRequest)).toEqual({
      status: 401,
      body: { message: errorsTexts.invalidToken },
    });
    expect(rateLimited).toEqual([]);
  });
});

describe('mountArea parses the request with the entry’s schemas', () => {
  it('hands the handler typed queries', async () => {
    const received: unknown[] = [];
    const { app } = appWith({ role: 'Guardian' }, (api) => {
      serveOne(api, 'clientDocuments', ({ query }) => {
        received.push(query.includeProgress);
        return { groupedByCase: [], allDocuments: [] };
      });
    });
    await call(app, 'GET', '/api/documents/client-documents?includeProgress=true');
    await call(app, 'GET', '/api/documents/client-documents');
    expect(received).toEqual([true, false]);
  });

  it('answers 400 naming every failed field, prefixed by its part outside the body', async () => {
    const { app } = appWith({ role: 'Guardian' }, (api) => {
      serveOne(api, 'clientDocuments', () => ({ groupedByCase: [], allDocuments: [] }));
      serveOne(api, 'updateProperty', () => {
        throw new Error('not reached');
      });
    });
    const query = await call(app, 'GET', '/api/documents/client-documents?includeProgress=yes');
    expect(query).toMatchObject({ status: 400, body: { message: errorsTexts.validation } });
    expect((query.body as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual([
      'query.includeProgress',
    ]);
    const params = await call(app, 'PUT', '/api/properties/a..b%2Fc', {});
    expect(params.status).toBe(400);
    expect((params.body as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain('params.id');
  });

  it('answers a status update without a property id with the spec text, not 404', async () => {
    const { app } = appWith({ role: 'Guardian' }, (api) => {
      serveOne(api, 'updatePropertyStatus', () => {
        throw new Error('not reached');
      });
    });
    for (const path of ['/api/properties//status', '/api/properties/%20/status']) {
      expect(await call(app, 'PUT', path, { statusData: { keyPickup: 'Completed' } })).toEqual({
        status: 400,
        body: {
          message: statusTexts.propertyMissing,
          errors: [{ path: 'params.id', message: statusTexts.propertyMissing }],
        },
      });
    }
  });

  it('counts calls of a rate-limited public route before parsing them', async () => {
    const { app, rateLimited } = appWith(undefined, (api) => {
      serveOne(api, 'login', () => {
        throw new Error('not reached');
      });
    });
    const answer = await call(app, 'POST', '/api/user/login', { email: 'not-an-email' });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: errorsTexts.validation,
        errors: [
          { path: 'email', message: validationTexts.invalidEmail },
          { path: 'password', message: validationTexts.required },
        ],
      },
    });
    expect(rateLimited).toEqual(['login:clientAddress:/api/user/login', 'login:loginEmail:/api/user/login']);
    const notAnObject = await call(app, 'POST', '/api/user/login', ['alice@example.com']);
    expect(notAnObject).toMatchObject({
      status: 400,
      body: { message: errorsTexts.validation, errors: [{ path: '' }] },
    });
  });
});

describe('mountArea counts the limits the entry names', () => {
  it('keys the login limits on the address and on the target e-mail, however it is spelled', async () => {
    const { app, subjects } = appWith(undefined, (api) => {
      serveOne(api, 'login', () => {
        throw new Error('not reached');
      });
    });
    await call(app, 'POST', '/api/user/login', { email: ' Alice@Example.COM ' });
    expect(subjects[1]).toBe('alice@example.com');
  });

  it('counts a login on the account only when the credentials are refused', async () => {
    const loginUser = {
      _id: 'uid-1',
      id: 'uid-1',
      firstName: 'Alice',
      lastName: 'Guardian',
      email: 'alice@example.com',
      role: 'Guardian',
      createdAt: new Date().toISOString(),
    } as const;
    const answers = [
      () => ({ token: 't', user: loginUser }),
      () => {
        throw DomainError.unauthenticated(errorsTexts.invalidCredentials);
      },
    ];
    for (const [index, answer] of answers.entries()) {
      const { app, modes } = appWith(undefined, (api) => {
        serveOne(api, 'login', answer);
      });
      const response = await call(app, 'POST', '/api/user/login', { email: 'alice@example.com', password: 'x' });
      expect(response.status).toBe(index === 0 ? 200 : 401);
      expect(modes).toEqual([
        'count login:clientAddress:/api/user/login',
        'check login:loginEmail:/api/user/login',
        ...(index === 0 ? [] : ['countRefusal login:loginEmail:/api/user/login']),
      ]);
    }
  });

  it('answers a locked account with the same 429 before reading the password', async () => {
    const { app } = appWith(
      undefined,
      (api) => {
        serveOne(api, 'login', () => {
          throw new Error('not reached');
        });
      },
      ['login:loginEmail:/api/user/login'],
    );
    expect(await call(app, 'POST', '/api/user/login', { email: 'alice@example.com', password: 'x' })).toEqual({
      status: 429,
      body: { message: errorsTexts.rateLimited },
    });
  });

  it.each(['shareProperty', 'unshareProperty', 'submitProperty', 'scheduleAppointment', 'uploadDocument'] as const)(
    'limits signed-in calls of %s per uid, refusing with the same 429',
    async (name) => {
      const route = apiRoutes[name];
      const bucket = `userWrites:callerUid:${route.path}`;
      const { app, subjects } = appWith(
        { role: 'Guardian' },
        (api) => {
          serveOne(api, name, () => {
            throw new Error('not reached');
          });
        },
        [bucket],
      );
      expect(await call(app, route.method, route.path, {})).toEqual({
        status: 429,
        body: { message: errorsTexts.rateLimited },
      });
      expect(subjects).toEqual(['uid-1']);
    },
  );

  it('answers 415 to a multipart body on a JSON route', async () => {
    const { app } = appWith({ role: 'Guardian' }, (api) => {
      serveOne(api, 'shareProperty', () => {
        throw new Error('not reached');
      });
    });
    const form = new FormData();
    form.append('propertyId', 'p1');
    const answer = await withServer(app, async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/api/properties/share`, { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer).toEqual({ status: 415, body: { message: errorsTexts.unsupportedMediaType } });
  });
});

describe('mountArea on a multipart route', () => {
  it('reads the form’s fields and file, naming a missing file first', async () => {
    const received: unknown[] = [];
    const { app } = appWith({ role: 'Guardian' }, (api) => {
      serveOne(api, 'uploadDocument', ({ body, file }) => {
        received.push({ caseId: body.caseId, fileName: file.fileName, text: file.bytes.toString() });
        // Stops here: storing is the service's part.
        throw DomainError.conflict('received');
      });
    });
    await withServer(app, async (baseUrl) => {
      const upload = (form: FormData) =>
        fetchWithTimeout(`${baseUrl}/api/documents/upload`, { method: 'POST', body: form });
      const withoutFile = new FormData();
      withoutFile.set('documentType', 'Other');
      const refused = await upload(withoutFile);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: uploadTexts.selectFile,
        errors: [
          { path: 'file', message: uploadTexts.selectFile },
          { path: 'caseId', message: uploadTexts.selectCase },
        ],
      });
      const complete = new FormData();
      complete.set('documentType', 'Other');
      complete.set('caseId', 'case-1');
      complete.set('file', new Blob(['%PDF-1.4']), 'will.pdf');
      expect((await upload(complete)).status).toBe(409);
      expect(received).toEqual([{ caseId: 'case-1', fileName: 'will.pdf', text: '%PDF-1.4' }]);
    });
  });
});

describe('mountArea answers', () => {
  it('with the entry’s success status and the answer parsed by its response schema', async () => {
    const { app } = appWith(undefined, (api) => {
      serveOne(api, 'register', () => ({
        message: 'Registered',
        userId: 'u1',
        passwordHash: 'must not leak',
      }));
    });
    const answer = await call(app, 'POST', '/api/user/register', {
      firstName: 'Al',
      lastName: 'Lee',
      email: 'al@example.com',
      password: 'Secret123!',
    });
    expect(answer).toEqual({ status: 201, body: { message: 'Registered', userId: 'u1' } });
  });

  it('with 200 instead of the entry’s 201 when the handler says it found what it would have created', async () => {
    const serve = (created: boolean) => (api: ApiRouter) => {
      serveOne(api, 'createConversation', (_input, reply) => {
        if (!created) reply.answerStatus(200);
        return { id: 'conversation-1' };
      });
    };
    for (const created of [true, false]) {
      const { app } = appWith({ role: 'Guardian' }, serve(created));
      expect(await call(app, 'POST', '/api/messages/conversations', { withUserId: 'uid-2' })).toEqual({
        status: created ? 201 : 200,
        body: { id: 'conversation-1' },
      });
    }
  });

  it('with 500 when the handler breaks the response contract', async () => {
    const { app } = appWith({ role: 'Agent' }, (api) => {
      serveOne(api, 'markAllNotificationsRead', () => ({ message: 'Done', updated: -1 }));
    });
    expect(await call(app, 'PUT', '/api/notifications/read-all')).toEqual({
      status: 500,
      body: { message: errorsTexts.internal },
    });
  });

  it('with the stream of a binary route, under the headers the handler gives', async () => {
    const { app } = appWith({ role: 'Guardian' }, (api) => {
      serveOne(api, 'documentFile', async ({ params }, reply) => {
        await reply.stream({ 'Content-Type': 'text/plain', 'X-Document': params.id }, Readable.from(['file bytes']));
      });
    });
    await withServer(app, async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/api/documents/d1/file`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-document')).toBe('d1');
      expect(await response.text()).toBe('file bytes');
    });
  });
});
