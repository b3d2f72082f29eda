import {
  addDaysIso,
  apiPath,
  apiRoutes,
  errorsTexts,
  formatDollarsFromCents,
  minimumOverbidCents,
  type OfferRequestInput,
  saleResponseSchema,
  type SaleResponse,
  saleTexts,
  serverTodayIsoDate,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshSaleGates } from '../../functions/src/services/sale/sale-records';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields, type ApiAnswer } from './support/api-client';
import { seedCase, seedPropertyWithCase } from './support/cases';
import { waitFor } from './support/wait-for';
import { readNotifications, readPropertyOrFail, seedProperty } from './support/properties';

/*
 * The court-supervised sale's six paths: who may call each (SALE_ACCESS), what each refuses (400 bad input, 409 a
 * gate with the sale's reason), what the sale path reads back, and the gates the server keeps on the property for the
 * rules (saleGates). Dates are the server's day (serverTodayIsoDate) or days before it; the notice period's end is
 * judged with a fixed clock through refreshSaleGates.
 */

const today = serverTodayIsoDate();
const daysAgo = (days: number) => addDaysIso(today, -days);

let owner: TestAccount;
let agent: TestAccount;
let viewAgent: TestAccount;
let attorney: TestAccount;
let otherAttorney: TestAccount;
let client: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  [owner, agent, viewAgent, attorney, otherAttorney, client, outsider] = await Promise.all([
    createAccountWithRole('Executor'),
    createAccountWithRole('Agent'),
    createAccountWithRole('Agent'),
    createAccountWithRole('Attorney'),
    createAccountWithRole('Attorney'),
    createAccountWithRole('Guardian'),
    createAccountWithRole('Guardian'),
  ]);
});

/** A property of `owner` shared with the agents ('manage' and 'view') and linked to the attorney's case of `client`. */
async function propertyWithCase(): Promise<string> {
  const { propertyId } = await seedPropertyWithCase(
    { ownerId: owner.uid, sharedWith: { [agent.uid]: 'manage', [viewAgent.uid]: 'view' } },
    { attorneyId: attorney.uid, clientId: client.uid },
  );
  return propertyId;
}

async function ordinaryProperty(): Promise<string> {
  return await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'manage', [viewAgent.uid]: 'view' } });
}

const saleOf = (id: string) => apiPath(apiRoutes.propertySale, { id });
const authorityOf = (id: string) => apiPath(apiRoutes.setSaleAuthority, { id });
const objectionsOf = (id: string) => apiPath(apiRoutes.recordSaleObjection, { id });
const offersOf = (id: string) => apiPath(apiRoutes.createOffer, { id });
const offerOf = (id: string, offerId: string) => apiPath(apiRoutes.updateOfferStatus, { id, offerId });
const hearingOf = (id: string) => apiPath(apiRoutes.setSaleHearing, { id });
const statusOf = (id: string) => apiPath(apiRoutes.updatePropertyStatus, { id });

const anOffer = (change: Partial<OfferRequestInput> = {}): OfferRequestInput => ({
  buyerName: 'Bob Buyer',
  amount: 460_000,
  deposit: 10_000,
  financing: 'conventional',
  contingencies: ['inspection'],
  expiresOn: addDaysIso(today, 30),
  ...change,
});

function messageOf(answer: ApiAnswer): string {
  return (answer.body as { message?: string }).message ?? '';
}

async function readSale(propertyId: string, account: TestAccount = owner): Promise<SaleResponse> {
  const answer = await callApi(saleOf(propertyId), { token: account.idToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return saleResponseSchema.parse(answer.body);
}

async function setAuthority(propertyId: string, body: Record<string, unknown>, account = attorney) {
  return await callApi(authorityOf(propertyId), { method: 'PUT', token: account.idToken, body });
}

async function recordOffer(propertyId: string, change: Partial<OfferRequestInput> = {}, account = owner) {
  const answer = await callApi(offersOf(propertyId), { method: 'POST', token: account.idToken, body: anOffer(change) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { id: string }).id;
}

async function answerOffer(propertyId: string, offerId: string, body: Record<string, unknown>, account = owner) {
  return await callApi(offerOf(propertyId, offerId), { method: 'PUT', token: account.idToken, body });
}

async function completeMilestone(propertyId: string, key: 'offer' | 'closed', account = owner) {
  return await callApi(statusOf(propertyId), {
    method: 'PUT',
    token: account.idToken,
    body: { statusData: { [key]: 'Completed' } },
  });
}

async function auditActionsOf(propertyId: string): Promise<string[]> {
  const entries = await adminDb.collection('auditLog').where('targetId', '==', propertyId).get();
  return entries.docs.map((doc) => doc.get('action') as string);
}

describe('every sale path', () => {
  const paths = (id: string) =>
    [
      { name: 'GET sale', path: saleOf(id), method: 'GET', body: undefined },
      {
        name: 'PUT sale-authority',
        path: authorityOf(id),
        method: 'PUT',
        body: { preset: 'tx-independent', lettersIssuedOn: today },
      },
      {
        name: 'POST objections',
        path: objectionsOf(id),
        method: 'POST',
        body: { objectorName: 'Olive', receivedOn: today },
      },
      { name: 'POST offers', path: offersOf(id), method: 'POST', body: anOffer() },
      { name: 'PUT offer', path: offerOf(id, 'some-offer'), method: 'PUT', body: { status: 'rejected' } },
      { name: 'PUT sale-hearing', path: hearingOf(id), method: 'PUT', body: { date: today } },
    ] as const;

  it('answers 401 without a token', async () => {
    const propertyId = await propertyWithCase();
    for (const { name, path, method, body } of paths(propertyId)) {
      const answer = await callApi(path, { method, body });
      expect(answer.status, name).toBe(401);
    }
  });

  it('answers 404 to the attorney of another case and to an outsider, as for a property that does not exist', async () => {
    const propertyId = await propertyWithCase();
    const attorneyOnly = ['PUT sale-authority', 'POST objections', 'PUT sale-hearing'];
    const tries = [
      ...paths(propertyId).map((entry) => ({ ...entry, account: otherAttorney, who: 'other attorney' })),
      // A Guardian outsider meets the role list of the attorney's paths first (403 there, see below).
      ...paths(propertyId)
        .filter((entry) => !attorneyOnly.includes(entry.name))
        .map((entry) => ({ ...entry, account: outsider, who: 'outsider' })),
    ];
    for (const { name, path, method, body, account, who } of tries) {
      const answer = await callApi(path, { method, token: account.idToken, body });
      expect(answer.status, `${name} ${who}`).toBe(404);
      expect(messageOf(answer)).toBe(errorsTexts.propertyNotFound);
    }
    const missing = await callApi(saleOf('no-such-property'), { token: owner.idToken });
    expect(missing.status).toBe(404);
  });

  it('answers 403 to a role the path does not serve and to a party who may view but not act', async () => {
    const propertyId = await propertyWithCase();
    // The attorney-only paths refuse other roles by their role list…
    for (const { name, path, method, body } of paths(propertyId).filter((entry) =>
      ['PUT sale-authority', 'POST objections', 'PUT sale-hearing'].includes(entry.name),
    )) {
      for (const account of [owner, agent]) {
        expect((await callApi(path, { method, token: account.idToken, body })).status, name).toBe(403);
      }
    }
    // …offers refuse a 'view' share and the case's client, who both see the sale.
    for (const account of [viewAgent, client]) {
      expect((await callApi(saleOf(propertyId), { token: account.idToken })).status).toBe(200);
      const answer = await callApi(offersOf(propertyId), { method: 'POST', token: account.idToken, body: anOffer() });
      expect(answer.status).toBe(403);
    }
  });

  it('answers 400 to bad input, naming the field', async () => {
    const propertyId = await propertyWithCase();
    const badAuthority = await setAuthority(propertyId, { preset: 'ny-surrogate', lettersIssuedOn: today });
    expect(badAuthority.status).toBe(400);
    expect(failedFields(badAuthority).some((path) => path.endsWith('preset'))).toBe(true);
    const futureLetters = await setAuthority(propertyId, {
      preset: 'tx-independent',
      lettersIssuedOn: addDaysIso(today, 2),
    });
    expect(futureLetters.status).toBe(400);

    const badOffer = await callApi(offersOf(propertyId), {
      method: 'POST',
      token: owner.idToken,
      body: anOffer({ deposit: 500_000 }),
    });
    expect(badOffer.status).toBe(400);
    expect(failedFields(badOffer).some((path) => path.endsWith('deposit'))).toBe(true);

    const offerId = await recordOffer(propertyId);
    const counterWithoutAmount = await answerOffer(propertyId, offerId, { status: 'countered' });
    expect(counterWithoutAmount.status).toBe(400);

    const badObjection = await callApi(objectionsOf(propertyId), {
      method: 'POST',
      token: attorney.idToken,
      body: { objectorName: '', receivedOn: today },
    });
    expect(badObjection.status).toBe(400);

    const continuedWithoutDate = await callApi(hearingOf(propertyId), {
      method: 'PUT',
      token: attorney.idToken,
      body: { date: today, outcome: 'continued' },
    });
    expect(continuedWithoutDate.status).toBe(400);
  });

  it('answers 404 for an offer that does not exist', async () => {
    const propertyId = await propertyWithCase();
    const answer = await answerOffer(propertyId, 'no-such-offer', { status: 'rejected' });
    expect(answer.status).toBe(404);
    expect(messageOf(answer)).toBe(saleTexts.server.offerNotFound);
  });
});

describe('an ordinary sale (no case linked)', () => {
  it('has no steps and no gates: an accepted offer is final and the offer milestone may complete', async () => {
    const propertyId = await ordinaryProperty();
    const offerId = await recordOffer(propertyId, {}, agent);
    const accepted = await answerOffer(propertyId, offerId, { status: 'accepted' }, agent);
    expect(accepted.body).toEqual({ status: 'accepted' });
    const sale = await readSale(propertyId);
    expect(sale.authority).toBeNull();
    expect(sale.steps).toEqual([]);
    expect(sale.offers.map((offer) => [offer.id, offer.status, offer.amount])).toEqual([
      [offerId, 'accepted', 460_000],
    ]);
    expect((await readPropertyOrFail(propertyId)).saleGates ?? null).toBeNull();
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(200);
  });

  it('has no authority to set: 409', async () => {
    const propertyId = await ordinaryProperty();
    const answer = await setAuthority(propertyId, { preset: 'tx-independent', lettersIssuedOn: today }, attorney);
    // The attorney of no linked case does not even see it; an admin sees it and is told why.
    expect(answer.status).toBe(404);
    const admin = await createAccountWithRole('Admin');
    const asAdmin = await setAuthority(propertyId, { preset: 'tx-independent', lettersIssuedOn: today }, admin);
    expect(asAdmin.status).toBe(409);
    expect(messageOf(asAdmin)).toBe(saleTexts.server.noCaseLinked);
  });
});

describe('the gates of a linked case', () => {
  it('refuse an acceptance without letters on file, and the offer milestone before a final offer (409 with the reason)', async () => {
    const propertyId = await propertyWithCase();
    const offerId = await recordOffer(propertyId);
    const refused = await answerOffer(propertyId, offerId, { status: 'accepted' });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toContain(saleTexts.reasons.lettersMissing);

    const milestone = await completeMilestone(propertyId, 'offer');
    expect(milestone.status).toBe(409);
    expect(messageOf(milestone)).toBe(saleTexts.reasons.noFinalOffer);
    const closed = await completeMilestone(propertyId, 'closed');
    expect(closed.status).toBe(409);
    expect(messageOf(closed)).toContain('Still open before closing');

    // The safe default's gates are on the property once anyone reads the sale.
    const sale = await readSale(propertyId, attorney);
    expect(sale.authority).toBeNull();
    expect(sale.gates.acceptOffer).toEqual({ allowed: false, reason: saleTexts.reasons.lettersMissing });
    expect((await readPropertyOrFail(propertyId)).saleGates).toEqual({
      offerMilestoneAllowed: false,
      closeMilestoneAllowed: false,
    });
  });

  it('California: refuse a price under 90 % of a current appraisal; the hearing confirms; an overbid under the minimum is 400', async () => {
    const propertyId = await propertyWithCase();
    const authority = {
      preset: 'ca-court-confirmation',
      lettersIssuedOn: daysAgo(40),
      appraisedValue: 500_000,
      appraisedOn: daysAgo(30),
    };
    const saved = await setAuthority(propertyId, authority);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(messageOf(saved)).toBe(saleTexts.server.authoritySaved);

    const low = await recordOffer(propertyId, { amount: 449_999.99, buyerName: 'Lowe' });
    const refused = await answerOffer(propertyId, low, { status: 'accepted' });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toContain('under 90% of the appraisal');

    const fair = await recordOffer(propertyId, { amount: 450_000, buyerName: 'Fairbanks' }, agent);
    const accepted = await answerOffer(propertyId, fair, { status: 'accepted' }, agent);
    expect(accepted.body).toEqual({ status: 'accepted-pending-confirmation' });
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(409);

    const minimum = minimumOverbidCents(45_000_000);
    const tooLow = await callApi(hearingOf(propertyId), {
      method: 'PUT',
      token: attorney.idToken,
      body: {
        date: today,
        outcome: 'confirmed-to-overbidder',
        confirmedPrice: (minimum - 1) / 100,
        confirmedBuyerName: 'Olga Overbid',
      },
    });
    expect(tooLow.status).toBe(400);
    expect(messageOf(tooLow)).toBe(saleTexts.reasons.overbidTooLow(formatDollarsFromCents(minimum)));

    const confirmed = await callApi(hearingOf(propertyId), {
      method: 'PUT',
      token: attorney.idToken,
      body: {
        date: today,
        department: 'Dept. 9',
        outcome: 'confirmed-to-overbidder',
        confirmedPrice: minimum / 100,
        confirmedBuyerName: 'Olga Overbid',
      },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const sale = await readSale(propertyId, client);
    expect(sale.authority).toMatchObject({ preset: 'ca-court-confirmation', appraisedValue: 500_000 });
    expect(sale.hearing).toMatchObject({ outcome: 'confirmed-to-overbidder', confirmedPrice: minimum / 100 });
    expect(sale.minimumOverbid).toBe(minimum / 100);
    expect(sale.offers.find((offer) => offer.id === fair)?.outcome).toBe('accepted');
    expect(sale.steps.find((step) => step.key === 'confirmation')?.state).toBe('done');
    expect((await readPropertyOrFail(propertyId)).saleGates?.offerMilestoneAllowed).toBe(true);
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(200);

    // Stored in cents.
    const storedOffer = await adminDb.doc(`properties/${propertyId}/offers/${fair}`).get();
    expect(storedOffer.get('amountCents')).toBe(45_000_000);
    expect((await readPropertyOrFail(propertyId)).saleHearing?.confirmedPriceCents).toBe(minimum);

    expect(await auditActionsOf(propertyId)).toEqual(
      expect.arrayContaining([
        'property.saleAuthoritySet',
        'property.offerCreated',
        'property.offerStatusChanged',
        'property.saleHearingSet',
      ]),
    );
    for (const party of [owner, agent, viewAgent, attorney, client]) {
      const titles = (await readNotifications(party.uid)).map((notification) => notification.title);
      expect(titles, party.email).toEqual(expect.arrayContaining(['Offer accepted', 'Confirmation hearing outcome']));
    }
    expect(await readNotifications(outsider.uid)).toEqual([]);
  });

  it('store the expected closing date with the authority and warn of letters too old at closing', async () => {
    const propertyId = await propertyWithCase();
    const authority = { preset: 'ca-court-confirmation', lettersIssuedOn: daysAgo(50) };
    expect((await setAuthority(propertyId, authority)).status).toBe(200);
    expect((await readSale(propertyId)).lettersWarning).toBeNull();

    const expectedClosingOn = addDaysIso(today, 30);
    const answer = await setAuthority(propertyId, { ...authority, expectedClosingOn });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sale = await readSale(propertyId, agent);
    expect(sale.authority?.expectedClosingOn).toBe(expectedClosingOn);
    expect(sale.lettersWarning).toEqual({
      lettersIssuedOn: daysAgo(50),
      ageAtClosingDays: 80,
      limitDays: 60,
      message: saleTexts.lettersWarning(daysAgo(50), 80, 60),
    });
  });

  it('refuse a hearing outcome on a path without confirmation (400)', async () => {
    const propertyId = await propertyWithCase();
    await setAuthority(propertyId, { preset: 'tx-independent', lettersIssuedOn: daysAgo(5) });
    const answer = await callApi(hearingOf(propertyId), {
      method: 'PUT',
      token: attorney.idToken,
      body: { date: today, outcome: 'confirmed' },
    });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe(saleTexts.reasons.noHearingOnPath);
  });
});

describe('IAEA full authority: the notice period', () => {
  it('an accepted offer waits out the notice and becomes final after 15 days with no objection (fixed clock)', async () => {
    const propertyId = await propertyWithCase();
    await setAuthority(propertyId, { preset: 'ca-iaea-full', lettersIssuedOn: daysAgo(30) });
    const offerId = await recordOffer(propertyId);
    const accepted = await answerOffer(propertyId, offerId, { status: 'accepted' });
    expect(accepted.body).toEqual({ status: 'accepted-pending-notice' });
    const mailed = await setAuthority(propertyId, {
      preset: 'ca-iaea-full',
      lettersIssuedOn: daysAgo(30),
      noticeMailedOn: today,
    });
    expect(mailed.status).toBe(200);

    const sale = await readSale(propertyId, agent);
    expect(sale.offers[0]?.outcome).toBe('accepted-pending-notice');
    expect(sale.steps.find((step) => step.key === 'notice')).toMatchObject({
      state: 'waiting',
      dueOn: addDaysIso(today, 15),
    });
    expect(messageOf(await completeMilestone(propertyId, 'offer'))).toBe(saleTexts.reasons.notFinal);

    const at = (isoDate: string) => new Date(`${addDaysIso(isoDate, 1)}T00:00:00Z`);
    expect(await refreshSaleGates(adminDb, propertyId, at(addDaysIso(today, 14)))).toBe(false);
    expect((await readPropertyOrFail(propertyId)).saleGates?.offerMilestoneAllowed).toBe(false);
    expect(await refreshSaleGates(adminDb, propertyId, at(addDaysIso(today, 15)))).toBe(true);
    expect((await readPropertyOrFail(propertyId)).saleGates?.offerMilestoneAllowed).toBe(true);
  });

  it('the read path ends a notice period that ran out (accepted and mailed 20 days ago), not one still running', async () => {
    const propertyId = await propertyWithCase();
    await setAuthority(propertyId, { preset: 'ca-iaea-full', lettersIssuedOn: daysAgo(60) });
    const offerId = await recordOffer(propertyId);
    expect((await answerOffer(propertyId, offerId, { status: 'accepted' })).status).toBe(200);
    await setAuthority(propertyId, {
      preset: 'ca-iaea-full',
      lettersIssuedOn: daysAgo(60),
      noticeMailedOn: daysAgo(20),
    });
    await adminDb.doc(`properties/${propertyId}/offers/${offerId}`).update({ acceptedOn: daysAgo(20) });
    // The gates stored with the last write still hold the milestone…
    await adminDb.doc(`properties/${propertyId}`).update({
      saleGates: { offerMilestoneAllowed: false, closeMilestoneAllowed: false },
    });
    // …until someone reads the sale.
    const sale = await readSale(propertyId, client);
    expect(sale.offers[0]?.outcome).toBe('accepted');
    expect(sale.steps.find((step) => step.key === 'notice')?.state).toBe('done');
    expect((await readPropertyOrFail(propertyId)).saleGates?.offerMilestoneAllowed).toBe(true);
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(200);

    const running = await propertyWithCase();
    await setAuthority(running, { preset: 'ca-iaea-full', lettersIssuedOn: daysAgo(60) });
    const runningOffer = await recordOffer(running);
    await answerOffer(running, runningOffer, { status: 'accepted' });
    await adminDb.doc(`properties/${running}/offers/${runningOffer}`).update({ acceptedOn: daysAgo(10) });
    await setAuthority(running, { preset: 'ca-iaea-full', lettersIssuedOn: daysAgo(60), noticeMailedOn: daysAgo(10) });
    const stillRunning = await readSale(running);
    expect(stillRunning.offers[0]?.outcome).toBe('accepted-pending-notice');
    expect((await readPropertyOrFail(running)).saleGates?.offerMilestoneAllowed).toBe(false);
  });

  it('an objection moves the sale to court confirmation and notifies every party', async () => {
    const propertyId = await propertyWithCase();
    await setAuthority(propertyId, { preset: 'ca-iaea-full', lettersIssuedOn: daysAgo(30), noticeMailedOn: today });
    const offerId = await recordOffer(propertyId);
    // Mailed the day the offer is accepted: the notice covers it.
    expect((await answerOffer(propertyId, offerId, { status: 'accepted' })).body).toEqual({
      status: 'accepted-pending-notice',
    });
    const objection = await callApi(objectionsOf(propertyId), {
      method: 'POST',
      token: attorney.idToken,
      body: { objectorName: 'Olive Heir', receivedOn: today, note: 'Price too low' },
    });
    expect(objection.status, JSON.stringify(objection.body)).toBe(201);
    expect(messageOf(objection)).toBe(saleTexts.server.objectionRecorded);

    const sale = await readSale(propertyId);
    expect(sale.authority?.objections).toEqual([
      { objectorName: 'Olive Heir', receivedOn: today, note: 'Price too low' },
    ]);
    expect(sale.steps.find((step) => step.key === 'notice')?.state).toBe('not-needed');
    expect(sale.steps.find((step) => step.key === 'confirmation')).toMatchObject({
      state: 'pending',
      reason: saleTexts.reasons.setHearing,
    });
    expect(sale.offers[0]?.outcome).toBe('accepted-pending-confirmation');
    expect(sale.minimumOverbid).toBe(minimumOverbidCents(46_000_000) / 100);
    expect(await auditActionsOf(propertyId)).toContain('property.saleObjectionRecorded');
    for (const party of [owner, agent, attorney, client]) {
      const titles = (await readNotifications(party.uid)).map((notification) => notification.title);
      expect(titles).toContain('Objection to the sale');
    }
  });
});

describe('linking and unlinking a case', () => {
  it('brings the safe default gates and the attorney as an offer reader with the link, and drops both with the unlink', async () => {
    const propertyId = await ordinaryProperty();
    // The owner is the client of the case, so she links her own property.
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: owner.uid });
    const link = { caseId, propertyId };
    const linked = await callApi(apiPath(apiRoutes.associateProperty), {
      method: 'POST',
      token: owner.idToken,
      body: link,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const withCase = await readPropertyOrFail(propertyId);
    expect(withCase.saleGates).toEqual({ offerMilestoneAllowed: false, closeMilestoneAllowed: false });
    expect(withCase.saleAttorneyIds).toEqual([attorney.uid]);
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(409);

    const unlinked = await callApi(apiPath(apiRoutes.disassociateProperty), {
      method: 'DELETE',
      token: owner.idToken,
      body: link,
    });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    const ordinary = await readPropertyOrFail(propertyId);
    expect(ordinary.saleGates).toBeNull();
    expect(ordinary.saleAttorneyIds).toEqual([]);
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(200);
  });

  it('a deleted case drops its gates and its attorney as an offer reader', async () => {
    const { propertyId, caseId } = await seedPropertyWithCase(
      { ownerId: owner.uid },
      { attorneyId: attorney.uid, clientId: client.uid },
    );
    await readSale(propertyId);
    expect((await readPropertyOrFail(propertyId)).saleGates).toEqual({
      offerMilestoneAllowed: false,
      closeMilestoneAllowed: false,
    });
    await adminDb.doc(`cases/${caseId}`).delete();
    await waitFor('an ordinary sale again', async () => {
      const property = await readPropertyOrFail(propertyId);
      return property.saleGates === null && property.saleAttorneyIds?.length === 0 ? property : undefined;
    });
    expect((await readSale(propertyId)).authority).toBeNull();
    expect((await completeMilestone(propertyId, 'offer')).status).toBe(200);
  });

  it('follows a reassigned attorney: the new one reads the offers, the previous one no longer does', async () => {
    const { propertyId, caseId } = await seedPropertyWithCase(
      { ownerId: owner.uid },
      { attorneyId: attorney.uid, clientId: client.uid },
    );
    await readSale(propertyId);
    expect((await readPropertyOrFail(propertyId)).saleAttorneyIds).toEqual([attorney.uid]);
    await adminDb.doc(`cases/${caseId}`).update({ attorneyId: otherAttorney.uid });
    await waitFor('the new attorney among the offer readers', async () => {
      const ids = (await readPropertyOrFail(propertyId)).saleAttorneyIds;
      return ids?.length === 1 && ids[0] === otherAttorney.uid ? ids : undefined;
    });
  });
});
