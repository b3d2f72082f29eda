import { apiPath, apiRoutes, COLLECTIONS } from '@estatekey/domain';
import { deleteApp } from 'firebase/app';
import { collection, limit, onSnapshot, orderBy, query, terminate } from 'firebase/firestore';
import { z } from 'zod';

import { PERSONAS } from '@estatekey/emulators/personas';
import { HOSTING_URL } from '@estatekey/emulators/toolchain/emulators.ts';
import { idTokenOf } from './api-load.ts';
import { measureListenerLatency } from './listener-latency.ts';
import { signedInClient } from './realtime-latency.ts';
import { latencyResult, type BenchResult } from './results.ts';

const WARM_UP_SAMPLES = 3;
// The API allows 30 messages a minute per user (MESSAGE_RATE_LIMIT); the samples and their pauses stay under it.
const SAMPLES = 25;
const PAUSE_BETWEEN_MESSAGES_MS = 2_100;
const ARRIVAL_TIMEOUT_MS = 15_000;
const SENDER = PERSONAS.avery;
const READER = PERSONAS.alice;

const idAnswer = z.object({ id: z.string().min(1) });

async function post(token: string, path: string, body: unknown): Promise<string> {
  const response = await fetch(`${HOSTING_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ARRIVAL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`POST ${path} answered HTTP ${response.status}: ${await response.text()}`);
  return idAnswer.parse(await response.json()).id;
}

/**
 * A message reaching the other party: Avery (attorney) sends through `POST /api/messages/conversations/{id}/messages`
 * as the chat composer does; Alice's separate client listens to the thread (the newest message), as her open /chat
 * does. The time runs from just before the request leaves to the snapshot carrying the message, on one clock.
 */
export async function measureMessageToOtherClientLatency(): Promise<BenchResult[]> {
  const token = await idTokenOf(SENDER);
  // Avery and Alice share a seeded case: the API finds it when no subject is named.
  const conversationId = await post(token, apiPath(apiRoutes.createConversation), { withUserId: READER.uid });
  const reader = await signedInClient(READER);
  try {
    const latenciesMs = await measureListenerLatency<string | undefined>({
      listen: (seen, failed) =>
        onSnapshot(
          query(
            collection(reader.db, COLLECTIONS.conversations, conversationId, COLLECTIONS.messages),
            orderBy('sentAt', 'desc'),
            limit(1),
          ),
          (snapshot) => seen(snapshot.docs[0]?.get('text') as string | undefined),
          failed,
        ),
      nextValue: (sample) => `Bench message ${sample} at ${Date.now()}`,
      write: (text) => post(token, apiPath(apiRoutes.sendMessage, { id: conversationId }), { text }),
      warmUpSamples: WARM_UP_SAMPLES,
      samples: SAMPLES,
      pauseMs: PAUSE_BETWEEN_MESSAGES_MS,
      arrivalTimeoutMs: ARRIVAL_TIMEOUT_MS,
      readerName: READER.displayName,
    });
    return [
      latencyResult('message send → other party (Firestore listener)', latenciesMs, {
        writer: `${SENDER.displayName}, POST ${apiRoutes.sendMessage.path} via Hosting`,
        reader: `${READER.displayName} (client SDK), the thread's newest message`,
        span: 'request sent → snapshot with the message, one clock',
        conversation: conversationId,
        'warm-up samples (not counted)': WARM_UP_SAMPLES,
      }),
    ];
  } finally {
    await terminate(reader.db);
    await deleteApp(reader.app);
  }
}
