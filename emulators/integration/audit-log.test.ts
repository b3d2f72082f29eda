import { randomUUID } from 'node:crypto';
import {
  adminTexts,
  apiPath,
  apiRoutes,
  AUDIT_LOG_CSV_COLUMNS,
  type AuditLogPageResponse,
  DEFAULT_MILESTONE_STATUS,
} from '@estatekey/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../functions/src/testing/sample-files';
import { handlePropertyUpdated } from '../../functions/src/triggers/properties/handle-property-updated';
import { createAccountWithRole, type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields, uniqueClientAddress, type ApiAnswer } from './support/api-client';
import { seedCase } from './support/cases';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { bystanderUid, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

type AuditQuery = Partial<Record<'targetId' | 'actorId' | 'limit' | 'pageToken', string>>;

function auditLogPath(route: { path: string }, query: AuditQuery): `/api/${string}` {
  const search = new URLSearchParams(query).toString();
  return `${apiPath(route)}${search === '' ? '' : `?${search}`}`;
}

async function readAuditLog(token: string, query: AuditQuery): Promise<AuditLogPageResponse> {
  const answer = await callApi(auditLogPath(apiRoutes.auditLog, query), { token });
  if (answer.status !== 200) throw new Error(`audit log answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return apiRoutes.auditLog.response.parse(answer.body);
}

async function exportAuditLog(token: string | undefined, query: AuditQuery) {
  const response = await fetchWithTimeout(apiUrl(auditLogPath(apiRoutes.auditLogExport, query)), {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-Forwarded-For': uniqueClientAddress() },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function uploadPdf(token: string, caseId: string): Promise<ApiAnswer> {
  const form = new FormData();
  form.append('documentType', 'Other');
  form.append('caseId', caseId);
  form.append('file', new Blob([samplePdf('Audited')]), 'audited.pdf');
  const response = await fetchWithTimeout(apiUrl(apiPath(apiRoutes.uploadDocument)), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': uniqueClientAddress() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe('the audit log', () => {
  let admin: TestAccount;
  let owner: TestAccount;
  let agent: TestAccount;

  beforeAll(async () => {
    [admin, owner, agent] = await Promise.all([
      createAccountWithProfile('Admin', 'Audit'),
      createAccountWithProfile('Guardian', 'Audit'),
      createAccountWithProfile('Agent', 'Audit'),
    ]);
  });

  describe('GET /api/admin/audit-log and its CSV export', () => {
    it('answers 401 without a token and 403 to every role but Admin', async () => {
      expect((await callApi(auditLogPath(apiRoutes.auditLog, {}))).status).toBe(401);
      expect((await exportAuditLog(undefined, {})).status).toBe(401);
      expect((await callApi(auditLogPath(apiRoutes.auditLog, {}), { token: owner.idToken })).status).toBe(403);
      expect((await exportAuditLog(agent.idToken, {})).status).toBe(403);
    });

    it.each(['0', '201', 'ten'])('answers 400 naming query.limit for the limit %j', async (limit) => {
      const answer = await callApi(auditLogPath(apiRoutes.auditLog, { limit }), { token: admin.idToken });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['query.limit']);
    });

    it('answers 400 for a page token it did not hand out', async () => {
      const answer = await callApi(auditLogPath(apiRoutes.auditLog, { pageToken: 'forged' }), { token: admin.idToken });
      expect(answer).toMatchObject({ status: 400, body: { message: adminTexts.errors.invalidPageToken } });
    });
  });

  it('records a share and an unshare, newest first, filtered, paginated and exported', async () => {
    const propertyId = await seedProperty({ ownerId: owner.uid });
    const share = { propertyId, userId: agent.uid };
    const shared = await callApi(apiPath(apiRoutes.shareProperty), {
      method: 'POST',
      token: owner.idToken,
      body: { ...share, permissionLevel: 'view' },
    });
    expect(shared.status).toBe(200);
    expect(
      (await callApi(apiPath(apiRoutes.unshareProperty), { method: 'DELETE', token: owner.idToken, body: share }))
        .status,
    ).toBe(200);

    const { entries, nextPageToken } = await readAuditLog(admin.idToken, { targetId: propertyId });
    expect(nextPageToken).toBeNull();
    expect(entries).toMatchObject([
      {
        actorId: owner.uid,
        action: 'property.unshared',
        targetType: 'property',
        targetId: propertyId,
        details: { userId: agent.uid, permissionLevel: 'view' },
      },
      {
        actorId: owner.uid,
        action: 'property.shared',
        targetType: 'property',
        targetId: propertyId,
        details: { userId: agent.uid, permissionLevel: 'view', previousLevel: null },
      },
    ]);
    expect(entries[0]?.at.getTime()).toBeGreaterThanOrEqual(entries[1]?.at.getTime() ?? Infinity);

    // Filters: by actor and target together, and an actor who did nothing here.
    expect((await readAuditLog(admin.idToken, { targetId: propertyId, actorId: owner.uid })).entries).toHaveLength(2);
    expect((await readAuditLog(admin.idToken, { targetId: propertyId, actorId: agent.uid })).entries).toEqual([]);
    const byOwner = await readAuditLog(admin.idToken, { actorId: owner.uid, limit: '200' });
    expect(byOwner.entries.every((entry) => entry.actorId === owner.uid)).toBe(true);

    // Pages of one: the newest, then the older one, then no further page.
    const first = await readAuditLog(admin.idToken, { targetId: propertyId, limit: '1' });
    expect(first.entries.map((entry) => entry.action)).toEqual(['property.unshared']);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await readAuditLog(admin.idToken, {
      targetId: propertyId,
      limit: '1',
      pageToken: first.nextPageToken ?? '',
    });
    expect(second.entries.map((entry) => entry.action)).toEqual(['property.shared']);
    expect(second.nextPageToken).toBeNull();

    const csv = await exportAuditLog(admin.idToken, { targetId: propertyId });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log\.csv"/);
    const lines = csv.text.split('\r\n');
    expect(lines).toEqual([
      AUDIT_LOG_CSV_COLUMNS.join(','),
      expect.stringMatching(new RegExp(`,${owner.uid},property\\.unshared,property,${propertyId},"\\{""userId""`)),
      expect.stringMatching(new RegExp(`,${owner.uid},property\\.shared,property,${propertyId},"\\{""userId""`)),
      '',
    ]);
  });

  it('records a milestone change written directly to Firestore once, with who and what changed', async () => {
    const manager = bystanderUid('manager');
    const propertyId = await seedProperty({ ownerId: bystanderUid('owner'), sharedWith: { [manager]: 'manage' } });
    await adminDb.collection('properties').doc(propertyId).update({
      'statusData.photos': 'Completed',
      updatedBy: manager,
      updatedAt: FieldValue.serverTimestamp(),
    });

    const entries = await waitFor('the milestone audit entry', async () => {
      const page = await readAuditLog(admin.idToken, { targetId: propertyId });
      return page.entries.length > 0 ? page.entries : undefined;
    });
    expect(entries).toMatchObject([
      {
        actorId: manager,
        action: 'property.milestonesUpdated',
        targetType: 'property',
        targetId: propertyId,
        details: { changes: { photos: { from: DEFAULT_MILESTONE_STATUS, to: 'Completed' } } },
      },
    ]);
  });

  it('records a milestone change once when Cloud Functions delivers its event again', async () => {
    const owner = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId: owner });
    const ref = adminDb.collection('properties').doc(propertyId);
    const before = await ref.get();
    await ref.update({ 'statusData.listing': 'In Progress', updatedBy: owner });
    const event = { id: `it-event-${randomUUID()}`, data: { before, after: await ref.get() } };

    await handlePropertyUpdated(event);
    await handlePropertyUpdated(event);

    const fromEvent = await adminDb.collection('auditLog').where('targetId', '==', propertyId).get();
    expect(fromEvent.docs.filter((doc) => doc.id.startsWith(event.id)).map((doc) => doc.id)).toEqual([
      `${event.id}-milestones`,
    ]);
  });

  it('records every document download with the downloader, the document and its case', async () => {
    const client = await createAccountWithRole('Guardian');
    const caseId = await seedCase({ attorneyId: bystanderUid('attorney'), clientId: client.uid });
    const uploaded = await uploadPdf(client.idToken, caseId);
    expect(uploaded.status).toBe(201);
    const { document } = apiRoutes.uploadDocument.response.parse(uploaded.body);

    const download = await fetchWithTimeout(apiUrl(document.fileUrl), {
      headers: { Authorization: `Bearer ${client.idToken}` },
    });
    expect(download.status).toBe(200);
    await download.arrayBuffer();

    expect((await readAuditLog(admin.idToken, { targetId: document._id })).entries).toMatchObject([
      {
        actorId: client.uid,
        action: 'document.downloaded',
        targetType: 'document',
        targetId: document._id,
        details: { caseId },
      },
    ]);
  });
});
