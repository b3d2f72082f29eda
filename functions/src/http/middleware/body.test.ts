import { errorsTexts } from '@estatekey/domain';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { readUrlEncodedForm, refuseNonJsonBodiesExcept } from './body';
import { handleErrors } from './errors';

function appUnderTest() {
  const app = express();
  app.use(refuseNonJsonBodiesExcept([{ method: 'POST', path: '/api/unsubscribe/:token' }]));
  app.post('/api/unsubscribe/:token', async (req, res) => {
    res.json({ form: await readUrlEncodedForm(req) });
  });
  app.post('/api/other', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(handleErrors);
  return app;
}

const postForm = (url: string) =>
  fetchWithTimeout(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('form bodies', () => {
  it('are taken only by the routes marked for them (the RFC 8058 one-click unsubscribe)', async () => {
    await withServer(appUnderTest(), async (baseUrl) => {
      const accepted = await postForm(`${baseUrl}/api/unsubscribe/abc`);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ form: { 'List-Unsubscribe': 'One-Click' } });

      for (const path of ['/api/other', '/api/unsubscribe/abc/more', '/api/unsubscribe/']) {
        const refused = await postForm(`${baseUrl}${path}`);
        expect(refused.status, path).toBe(415);
        expect(await refused.json()).toEqual({ message: errorsTexts.unsupportedMediaType });
      }
    });
  });
});
