import { DomainError, errorsTexts } from '@estatekey/domain';
import express, { type Express } from 'express';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { limitRequestSize, parseJsonBody, refuseNonJsonBodies } from './body';
import { answerNotFound, handleErrors } from './errors';

const LIMIT = 1024;

function appUnderTest(): Express {
  const app = express();
  app.use(limitRequestSize(LIMIT));
  app.use(refuseNonJsonBodies);
  app.use(parseJsonBody(LIMIT));
  app.post('/echo', (req, res) => {
    res.json({ received: req.body as unknown });
  });
  app.get('/things/:id', (req, res) => {
    res.json({ id: req.params['id'] });
  });
  app.get('/conflict', () => {
    throw DomainError.conflict(errorsTexts.showingOverlap);
  });
  app.get('/crash', async () => {
    await Promise.resolve();
    throw new Error('database password is hunter2');
  });
  app.post('/contended', async () => {
    await Promise.resolve();
    // What the Admin SDK throws when Firestore gives up on a transaction.
    throw Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), {
      code: 10,
      details: 'Transaction lock timeout.',
    });
  });
  app.use(answerNotFound);
  app.use(handleErrors);
  return app;
}

/** Cloud Functions (and its emulator) parse the body in their own Express app before handing the request over. */
function mountedLikeCloudFunctions(app: Express): Express {
  const platform = express();
  platform.use(
    express.json({
      limit: '32mb',
      verify: (req, _res, buffer) => {
        (req as unknown as { rawBody: Buffer }).rawBody = buffer;
      },
    }),
  );
  platform.use(app);
  return platform;
}

const sendJson = (url: string, body: string) =>
  fetchWithTimeout(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('error handling', () => {
  it('answers malformed JSON with 400 and a JSON message', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const response = await sendJson(`${baseUrl}/echo`, '{"email": ');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: errorsTexts.invalidJson });
    });
  });

  it('answers an unsupported charset or Content-Encoding with 415 and a JSON message', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const utf16 = await fetchWithTimeout(`${baseUrl}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-16' },
        body: '{}',
      });
      expect(utf16.status).toBe(415);
      expect(await utf16.json()).toEqual({ message: errorsTexts.unsupportedEncoding });
      const encoded = await fetchWithTimeout(`${baseUrl}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'x-bogus' },
        body: '{}',
      });
      expect(encoded.status).toBe(415);
      expect(await encoded.json()).toEqual({ message: errorsTexts.unsupportedEncoding });
    });
  });

  it('answers a form, text or other non-JSON body with 415 and a JSON message; no body passes', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
        const response = await fetchWithTimeout(`${baseUrl}/echo`, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body: 'email=a%40example.com',
        });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ message: errorsTexts.unsupportedMediaType });
      }
      const empty = await fetchWithTimeout(`${baseUrl}/echo`, { method: 'POST' });
      expect(empty.status).toBe(200);
    });
  });

  it('answers a body above the limit with 413', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const response = await sendJson(`${baseUrl}/echo`, JSON.stringify({ text: 'x'.repeat(LIMIT) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: errorsTexts.requestTooLarge });
    });
  });

  it('applies the limit to bodies the platform already parsed', async () => {
    await withServer(mountedLikeCloudFunctions(appUnderTest()), async (baseUrl) => {
      const small = await sendJson(`${baseUrl}/echo`, JSON.stringify({ text: 'hello' }));
      expect(await small.json()).toEqual({ received: { text: 'hello' } });
      const large = await sendJson(`${baseUrl}/echo`, JSON.stringify({ text: 'x'.repeat(LIMIT) }));
      expect(large.status).toBe(413);
    });
  });

  it('answers an DomainError with its status and message', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/conflict`);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: errorsTexts.showingOverlap });
    });
  });

  it('answers an unexpected error with 500 and a generic message, never the error or its stack', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/crash`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: errorsTexts.internal });
      expect(text).not.toContain('hunter2');
      expect(text).not.toContain('errors.test.ts');
    });
  });

  it('answers a transaction Firestore gave up on with 503, Retry-After and a message to try again', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/contended`, { method: 'POST' });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toEqual({ message: errorsTexts.busy });
    });
  });

  it('answers a path parameter that is not percent-encoded UTF-8 with 400 and a JSON message, not a 500', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      for (const id of ['%FF', '%ED%A0%80', '%E2%82']) {
        const response = await fetchWithTimeout(`${baseUrl}/things/${id}`);
        expect(response.status, id).toBe(400);
        expect(await response.json()).toEqual({ message: errorsTexts.validation });
      }
    });
  });

  it('answers unknown paths with a JSON 404', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/api/no-such-thing`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: errorsTexts.routeNotFound });
    });
  });
});
