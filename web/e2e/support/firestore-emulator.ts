import type { APIRequestContext } from '@playwright/test';

/** The Firestore emulator the e2e run starts (firebase.json), and its demo project (.firebaserc). */
const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080';
const PROJECT_ID = 'demo-estatekey';

/**
 * Sets string fields of an existing document as the emulator's administrator ('Bearer owner' passes the rules), for a
 * state no API call makes, such as a showing that already took place. Nothing else of the document changes.
 */
export async function setStringFields(
  request: APIRequestContext,
  documentPath: string,
  fields: Readonly<Record<string, string>>,
): Promise<void> {
  const query = [
    'currentDocument.exists=true',
    ...Object.keys(fields).map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`),
  ].join('&');
  const response = await request.patch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}?${query}`,
    {
      headers: { Authorization: 'Bearer owner' },
      data: {
        fields: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, { stringValue: value }])),
      },
    },
  );
  if (!response.ok()) {
    throw new Error(`Writing ${documentPath} failed: ${response.status()} ${await response.text()}`);
  }
}
