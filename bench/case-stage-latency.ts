import { apiPath, apiRoutes, caseSchema, paths, type Case, type CaseStageStatus } from '@estatekey/domain';
import type { Browser } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { HOSTING_URL, PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { idTokenOf } from './api-load.ts';
import { loadSettled, signedInPage, withChromium } from './browser.ts';
import { latencyResult, type BenchResult } from './results.ts';

const WARM_UP_SAMPLES = 3;
const SAMPLES = 30;
const PAUSE_BETWEEN_WRITES_MS = 300;
const ARRIVAL_TIMEOUT_MS = 15_000;
// Toggled between Complete and In Progress, so each write moves the case's percent by one stage.
const STAGE = 'documentsReceived';
const ATTORNEY = PERSONAS.avery;
const CLIENT_NAME: PersonaName = 'alice';
const CLIENT = PERSONAS[CLIENT_NAME];
/** Id of the case track's heading in the client's /home two-track view (features/dashboard/two-tracks-panel). */
const CASE_TRACK_ID = 'track-case';

const caseFieldsSchema = caseSchema.pick({ title: true, progressStatus: true });
type SeededCase = { id: string } & Pick<Case, 'title' | 'progressStatus'>;

/** The seeded cases Avery runs with Alice as the client, read with the Admin SDK. */
async function readSeededCases(): Promise<SeededCase[]> {
  const adminApp = initializeApp({ projectId: PROJECT_ID }, 'bench-case-stage-latency');
  try {
    const cases = await getFirestore(adminApp)
      .collection('cases')
      .where('attorneyId', '==', ATTORNEY.uid)
      .where('clientId', '==', CLIENT.uid)
      .get();
    return cases.docs.map((doc) => ({ id: doc.id, ...caseFieldsSchema.parse(doc.data()) }));
  } finally {
    await deleteApp(adminApp);
  }
}

/** The heading of the case track on the client's /home ('Case: <title>'), naming the case it shows. */
function caseTrackHeading(trackId: string): string {
  return document.getElementById(trackId)?.textContent ?? '';
}

interface CaseProbeWindow {
  __benchArrivedAt?: number;
}

/**
 * Client page: notes when the moved stage's row in the case track (`[data-stage]`) shows the expected status as a
 * text of its own (the status chip).
 */
function watchForStageStatus(expected: { trackId: string; stage: string; status: string }): void {
  const probe = window as CaseProbeWindow;
  probe.__benchArrivedAt = undefined;
  const track = document.querySelector(`[aria-labelledby="${expected.trackId}"]`);
  if (!track) throw new Error('The client page shows no case track.');
  // No named inner functions: the bundler would wrap them in a helper the page does not have.
  const observer = new MutationObserver(() => {
    const row = track.querySelector(`[data-stage="${expected.stage}"]`);
    const shown = [...(row?.querySelectorAll('*') ?? [])].some(
      (element) => element.childElementCount === 0 && element.textContent === expected.status,
    );
    if (!shown) return;
    probe.__benchArrivedAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(track, { subtree: true, childList: true, characterData: true, attributes: true });
}

function arrivalNoted(): boolean {
  return (window as CaseProbeWindow).__benchArrivedAt !== undefined;
}

function arrivedAt(): number | undefined {
  return (window as CaseProbeWindow).__benchArrivedAt;
}

/** The attorney's stage change as the case page sends it: PUT /api/attorney/cases/{id}/progress via Hosting. */
async function moveStage(token: string, caseId: string, status: CaseStageStatus): Promise<void> {
  const response = await fetch(`${HOSTING_URL}${apiPath(apiRoutes.updateCaseProgress, { id: caseId })}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stage: STAGE, status }),
    signal: AbortSignal.timeout(ARRIVAL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`PUT progress answered HTTP ${response.status}: ${await response.text()}`);
}

async function measureWithBrowser(browser: Browser): Promise<{ latenciesMs: number[]; caseId: string }> {
  const seeded = await readSeededCases();
  const token = await idTokenOf(ATTORNEY);
  const client = await signedInPage(browser, CLIENT_NAME);
  await loadSettled(client.page, paths.home);
  await client.page.locator(`#${CASE_TRACK_ID}`).waitFor();
  const heading = await client.page.evaluate(caseTrackHeading, CASE_TRACK_ID);
  const legalCase = seeded.find((candidate) => heading.endsWith(candidate.title));
  if (!legalCase) throw new Error(`The case track shows "${heading}", not a case of ${ATTORNEY.displayName}.`);
  let progressStatus = legalCase.progressStatus;

  const latenciesMs: number[] = [];
  for (let sample = 0; sample < WARM_UP_SAMPLES + SAMPLES; sample += 1) {
    const next: CaseStageStatus = progressStatus[STAGE] === 'Complete' ? 'In Progress' : 'Complete';
    progressStatus = { ...progressStatus, [STAGE]: next };
    await client.page.evaluate(watchForStageStatus, { trackId: CASE_TRACK_ID, stage: STAGE, status: next });
    const sentAt = performance.timeOrigin + performance.now();
    await moveStage(token, legalCase.id, next);
    await client.page.waitForFunction(arrivalNoted, undefined, { timeout: ARRIVAL_TIMEOUT_MS });
    const arrived = await client.page.evaluate(arrivedAt);
    if (arrived === undefined) throw new Error('The arrival timestamp of the sample is missing.');
    if (sample >= WARM_UP_SAMPLES) latenciesMs.push(arrived - sentAt);
    await client.page.waitForTimeout(PAUSE_BETWEEN_WRITES_MS);
  }
  return { latenciesMs, caseId: legalCase.id };
}

/**
 * The attorney moving a case stage reaching the client's open screen (live progress): Alice has /home open;
 * the bench sends Avery's PUT /api/attorney/cases/{id}/progress as the case page does. The time runs from just before
 * the request leaves (this process) to the DOM commit in Alice's page where the stage's row of the case track shows
 * the new status (a MutationObserver); both stamps are `performance.timeOrigin + performance.now()` on one machine's clock.
 */
export async function measureCaseStageToScreenLatency(): Promise<BenchResult[]> {
  const { latenciesMs, caseId } = await withChromium(measureWithBrowser);
  return [
    latencyResult('case-stage write → client screen', latenciesMs, {
      writer: `${ATTORNEY.displayName}, PUT ${apiRoutes.updateCaseProgress.path} (${STAGE})`,
      reader: `${CLIENT.displayName}, ${paths.home}, the case track's ${STAGE} status`,
      span: 'request sent (bench process) → DOM commit in the client page (MutationObserver), one clock',
      case: caseId,
      'warm-up samples (not counted)': WARM_UP_SAMPLES,
    }),
  ];
}
