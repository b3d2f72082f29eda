import {
  dashboardTexts,
  formatPropertyLabel,
  MILESTONE_LABELS,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  paths,
  propertiesTexts,
  propertyProgressPercent,
  type StatusData,
  statusDataSchema,
  statusTexts,
} from '@estatekey/domain';
import type { Browser, Locator } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { loadSettled, signedInPage, withChromium, type SignedInPage } from './browser.ts';
import { latencyResult, type BenchResult } from './results.ts';

const WARM_UP_SAMPLES = 3;
const SAMPLES = 40;
const PAUSE_BETWEEN_WRITES_MS = 300;
const ARRIVAL_TIMEOUT_MS = 15_000;
// Guardians may set this milestone on their own property (MILESTONE_EDITORS), so the UI offers it to the owner.
const MILESTONE = 'photos';
const WRITER_NAME: PersonaName = 'alice';
const READER_NAME: PersonaName = 'aaron';
const WRITER = PERSONAS[WRITER_NAME];
const READER = PERSONAS[READER_NAME];

const sharedPropertySchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  statusData: statusDataSchema,
});

/** The first seeded property (by id) that Alice owns and has shared with Aaron, read with the Admin SDK. */
async function readSharedProperty(): Promise<{ id: string; label: string; statusData: StatusData }> {
  const adminApp = initializeApp({ projectId: PROJECT_ID }, 'bench-screen-latency');
  try {
    const shared = await getFirestore(adminApp)
      .collection('properties')
      .where('ownerId', '==', WRITER.uid)
      .where('memberIds', 'array-contains', READER.uid)
      .get();
    const [first] = [...shared.docs].sort((a, b) => a.id.localeCompare(b.id));
    if (!first) throw new Error(`The seed has no property of ${WRITER.displayName} shared with ${READER.displayName}.`);
    const property = sharedPropertySchema.parse(first.data());
    return { id: first.id, label: formatPropertyLabel(property), statusData: property.statusData };
  } finally {
    await deleteApp(adminApp);
  }
}

interface ScreenProbeWindow {
  __benchChangedAt?: number;
  __benchArrivedAt?: number;
}

/** Writer page: notes when a change event (the person picking a new milestone value) reaches the document. */
function noteChangeEvents(): void {
  document.addEventListener(
    'change',
    () => {
      (window as ScreenProbeWindow).__benchChangedAt = performance.timeOrigin + performance.now();
    },
    true,
  );
}

interface ExpectedProgress {
  cardLabel: string;
  /** The progress bar's accessible name, which carries the percent text. */
  barLabel: string;
  percentText: string;
}

/** Reader page: notes when the property card's progress bar and percent text first show the expected value. */
function watchForProgress(expected: ExpectedProgress): void {
  const probe = window as ScreenProbeWindow;
  probe.__benchArrivedAt = undefined;
  const card = [...document.querySelectorAll('article')].find(
    (article) =>
      document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent === expected.cardLabel,
  );
  if (!card) throw new Error(`No property card is named "${expected.cardLabel}".`);
  const observer = new MutationObserver(() => {
    const bar = [...card.querySelectorAll('[role="progressbar"]')].find(
      (candidate) => candidate.getAttribute('aria-label') === expected.barLabel,
    );
    if (!bar || !(card.textContent ?? '').includes(expected.percentText)) return;
    probe.__benchArrivedAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(card, { subtree: true, childList: true, characterData: true, attributes: true });
}

function arrivalNoted(): boolean {
  return (window as ScreenProbeWindow).__benchArrivedAt !== undefined;
}

function arrivedAt(): number | undefined {
  return (window as ScreenProbeWindow).__benchArrivedAt;
}

function changedAt(): number | undefined {
  return (window as ScreenProbeWindow).__benchChangedAt;
}

/** The property page with the shared property's card expanded, showing its status panel. */
async function openExpandedCard(session: SignedInPage, cardLabel: string): Promise<Locator> {
  await loadSettled(session.page, paths.submitProperty);
  const card = session.page.getByRole('article', { name: cardLabel, exact: true });
  await card.getByRole('button', { name: propertiesTexts.list.showDetails, exact: true }).click();
  await card.getByRole('heading', { name: statusTexts.title, exact: true }).waitFor();
  return card;
}

function isMilestoneStatus(value: string): value is MilestoneStatus {
  return (MILESTONE_STATUSES as readonly string[]).includes(value);
}

async function measureWithBrowser(browser: Browser): Promise<{ latenciesMs: number[]; propertyId: string }> {
  const property = await readSharedProperty();
  let statusData = property.statusData;
  const writer = await signedInPage(browser, WRITER_NAME);
  const reader = await signedInPage(browser, READER_NAME);
  const writerCard = await openExpandedCard(writer, property.label);
  const readerCard = await openExpandedCard(reader, property.label);
  const milestoneSelect = writerCard.getByLabel(MILESTONE_LABELS[MILESTONE], { exact: true });
  await writer.page.evaluate(noteChangeEvents);

  const latenciesMs: number[] = [];
  for (let sample = 0; sample < WARM_UP_SAMPLES + SAMPLES; sample += 1) {
    const current = await milestoneSelect.inputValue();
    if (!isMilestoneStatus(current)) throw new Error(`The ${MILESTONE} milestone shows "${current}".`);
    const next: MilestoneStatus = current === 'Completed' ? 'In Progress' : 'Completed';
    statusData = { ...statusData, [MILESTONE]: next };
    const percentText = dashboardTexts.percentComplete(propertyProgressPercent(statusData));
    const expected = { cardLabel: property.label, barLabel: `${statusTexts.title}: ${percentText}`, percentText };
    if ((await readerCard.getByRole('progressbar', { name: expected.barLabel, exact: true }).count()) > 0) {
      throw new Error(`${READER.displayName}'s card already shows ${percentText} before the write.`);
    }

    await reader.page.evaluate(watchForProgress, expected);
    await milestoneSelect.selectOption(next);
    await reader.page.waitForFunction(arrivalNoted, undefined, { timeout: ARRIVAL_TIMEOUT_MS });
    const [arrived, changed] = [await reader.page.evaluate(arrivedAt), await writer.page.evaluate(changedAt)];
    if (arrived === undefined || changed === undefined) throw new Error('A timestamp of the sample is missing.');
    if (sample >= WARM_UP_SAMPLES) latenciesMs.push(arrived - changed);

    // The panel disables the select while its write is in flight; the next sample starts from a settled writer.
    while ((await milestoneSelect.isDisabled()) || (await milestoneSelect.inputValue()) !== next) {
      await writer.page.waitForTimeout(20);
    }
    await writer.page.waitForTimeout(PAUSE_BETWEEN_WRITES_MS);
  }
  return { latenciesMs, propertyId: property.id };
}

/**
 * One user's milestone change reaching another user's open screen, as DESIGN §9 asks: Alice and Aaron each have the
 * property page open with the shared property expanded, in two browser contexts of one Chromium. Alice picks a new
 * value in the milestone's select (the panel writes it straight to Firestore); the time runs from that change event
 * in her page to the DOM commit in Aaron's page where his card's progress bar and percent text show the new value
 * (a MutationObserver). Both stamps are `performance.timeOrigin + performance.now()` on one machine's clock.
 */
export async function measureMilestoneToScreenLatency(): Promise<BenchResult[]> {
  const { latenciesMs, propertyId } = await withChromium(measureWithBrowser);
  return [
    latencyResult('milestone write → other client screen', latenciesMs, {
      writer: `${WRITER.displayName}, ${paths.submitProperty}, select "${MILESTONE_LABELS[MILESTONE]}"`,
      reader: `${READER.displayName}, ${paths.submitProperty}, the card's progress bar and percent text`,
      span: 'change event in the writer page → DOM commit in the reader page (MutationObserver), one clock',
      property: propertyId,
      'warm-up samples (not counted)': WARM_UP_SAMPLES,
    }),
  ];
}
