import {
  apiTexts,
  KEY_PICKUP_TYPE,
  PUBLIC_APPOINTMENT_DURATION_MINUTES,
  type PublicAppointmentRequest,
  type PublicPropertySubmission,
} from '@estatekey/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { requestKeyPickup } from './request-key-pickup';
import { submitPropertyForSale } from './submit-property-for-sale';

// Someone is signed in in this browser: the visitor's requests must still go out without their token.
vi.mock('../../../lib/firebase/auth', () => ({ getCurrentIdToken: () => Promise.resolve('id-token-of-alice') }));

const fetchMock = vi.fn<typeof fetch>();

function created(message: string): Response {
  return new Response(JSON.stringify({ message }), { status: 201, headers: { 'Content-Type': 'application/json' } });
}

function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    method: init?.method,
    credentials: init?.credentials,
    headers: new Headers(init?.headers),
    body: JSON.parse(String(init?.body)) as unknown,
  };
}

describe('the landing page requests', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts a key pickup request as a visitor, without an owner address', async () => {
    fetchMock.mockResolvedValue(created(apiTexts.appointmentRequested));
    const request: PublicAppointmentRequest = {
      appointmentDate: '2030-05-14',
      appointmentTime: '10:00',
      appointmentType: KEY_PICKUP_TYPE,
      duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
      details: '',
      needsCleanout: false,
      contactName: 'Vera Visitor',
      contactEmail: 'vera.visitor@example.com',
      contactPhone: '555-123-4567',
      ownerEmail: 'owner@example.com',
    };

    await expect(requestKeyPickup(request)).resolves.toEqual({ message: apiTexts.appointmentRequested });

    const sent = sentRequest();
    expect(sent.url).toBe('/api/appointments/schedule');
    expect(sent.method).toBe('POST');
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(sent.credentials).toBe('omit');
    const { ownerEmail: _ignoredByTheServer, ...expectedBody } = request;
    expect(sent.body).toStrictEqual(expectedBody);
  });

  it('posts a property submission as a visitor', async () => {
    fetchMock.mockResolvedValue(created(apiTexts.propertySubmitted));
    const submission: PublicPropertySubmission = {
      propertyAddress: '12 Elm Street',
      propertyCity: 'Springfield',
      propertyState: 'IL',
      propertyZip: '62701',
      propertyType: 'residential',
      propertyCondition: 'good',
      contactName: 'Vera Visitor',
      contactEmail: 'vera.visitor@example.com',
      contactPhone: '555-123-4567',
      additionalInfo: '',
    };

    await expect(submitPropertyForSale(submission)).resolves.toEqual({ message: apiTexts.propertySubmitted });

    const sent = sentRequest();
    expect(sent.url).toBe('/api/properties/submit');
    expect(sent.method).toBe('POST');
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(sent.credentials).toBe('omit');
    expect(sent.body).toStrictEqual(submission);
  });
});
