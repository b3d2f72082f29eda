import { idParamsSchema, loginRequestSchema, messages, searchQuerySchema } from '@estatekey/domain';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { parseJsonBody } from './body';
import { handleErrors } from './errors';
import { validate } from './validate';

function appWithValidatedRoute() {
  const app = express();
  app.use(parseJsonBody(1024 * 1024));
  app.post(
    '/items/:id',
    validate({
      params: idParamsSchema,
      query: searchQuerySchema.extend({ page: z.coerce.number().int().min(1) }),
      body: loginRequestSchema,
    }),
    (req, res) => {
      res.json({ params: req.params, query: req.query, body: req.body });
    },
  );
  app.use(handleErrors);
  return app;
}

function postJson(url: string, body: unknown) {
  return fetchWithTimeout(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('validate', () => {
  it('hands the handler the parsed body, query and params', async () => {
    await withServer(appWithValidatedRoute(), async (baseUrl) => {
      const response = await postJson(`${baseUrl}/items/abc?page=2&query=ali`, {
        email: '  alice@example.com ',
        password: 'secret',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        params: { id: 'abc' },
        query: { page: 2, query: 'ali' },
        body: { email: 'alice@example.com', password: 'secret', rememberMe: false },
      });
    });
  });

  it('answers 400 naming every body field that failed, with the catalogue texts', async () => {
    await withServer(appWithValidatedRoute(), async (baseUrl) => {
      const response = await postJson(`${baseUrl}/items/abc?page=1`, { email: 'not-an-email' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.errors.validation,
        errors: [
          { path: 'email', message: messages.validation.invalidEmail },
          { path: 'password', message: messages.validation.required },
        ],
      });
    });
  });

  it('prefixes query and param failures with their part', async () => {
    await withServer(appWithValidatedRoute(), async (baseUrl) => {
      const response = await postJson(`${baseUrl}/items/abc?page=0`, {
        email: 'alice@example.com',
        password: 'secret',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { path: string }[] };
      expect(body.errors.map((error) => error.path)).toEqual(['query.page']);
    });
  });

  it('refuses a body that is not an object', async () => {
    await withServer(appWithValidatedRoute(), async (baseUrl) => {
      const response = await postJson(`${baseUrl}/items/abc?page=1`, ['alice@example.com']);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: messages.errors.validation, errors: [{ path: '' }] });
    });
  });
});
