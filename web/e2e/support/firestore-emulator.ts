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

/** A field value as the Firestore REST API writes it. */
export type RestValue =
  | { readonly stringValue: string }
  | { readonly timestampValue: string }
  | { readonly arrayValue: { readonly values?: readonly RestValue[] } }
  | { readonly mapValue: { readonly fields?: Readonly<Record<string, RestValue>> } };

/**
 * Writes a copy of the document at `fromPath` to `toPath` with `overrides` in place of some fields, as the emulator's
 * administrator: volume for a test (more rows than a page) in the exact shape the seed stores, without the API's
 * rate limits.
 */
export async function copyDocument(
  request: APIRequestContext,
  fromPath: string,
  toPath: string,
  overrides: Readonly<Record<string, RestValue>>,
): Promise<void> {
  const documents = `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const headers = { Authorization: 'Bearer owner' };
  const source = await request.get(`${documents}/${fromPath}`, { headers });
  if (!source.ok()) throw new Error(`Reading ${fromPath} failed: ${source.status()} ${await source.text()}`);
  const { fields } = (await source.json()) as { fields: Record<string, RestValue> };
  const written = await request.patch(`${documents}/${toPath}`, {
    headers,
    data: { fields: { ...fields, ...overrides } },
  });
  if (!written.ok()) throw new Error(`Writing ${toPath} failed: ${written.status()} ${await written.text()}`);
}
