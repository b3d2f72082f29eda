import {
  appointmentSchema,
  caseMemberIds,
  caseSchema,
  documentReaderIds,
  documentSchema,
  formatLongUsDate,
  isUpcomingAppointment,
  notificationSchema,
  propertyAgentIds,
  propertyMemberIds,
  propertyKeyPickupCopyOf,
  propertyKeyPickupCopySchema,
  propertySchema,
  saleAuthorityFromStored,
  saleGates,
  saleHearingFromStored,
  saleOfferFromStored,
  saleState,
  showingHasEnded,
  showingSchema,
  storedOfferSchema,
  storedShowingSettingsSchema,
  todayIsoDate,
  type Appointment,
  type Case,
  type Property,
} from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@estatekey/emulators/personas';
import { emulatorProjectId } from './seed.ts';
import { buildSeedData, SEED_IDS, type SeedDocument } from './seed-data.ts';

function parsed<T>(
  parse: (value: unknown) => T,
  documents: readonly SeedDocument[],
  collection: string,
): Map<string, T> {
  return new Map(
    documents
      .filter((document) => document.collection === collection)
      .map((document) => {
        const id = document.path.split('/').at(-1) ?? '';
        return [id, parse({ ...document.data, id })];
      }),
  );
}

function entitiesOf(now: Date) {
  const { documents } = buildSeedData(now);
  return {
    documents,
    properties: parsed<Property>((value) => propertySchema.parse(value), documents, 'properties'),
    cases: parsed<Case>((value) => caseSchema.parse(value), documents, 'cases'),
    appointments: parsed<Appointment>((value) => appointmentSchema.parse(value), documents, 'appointments'),
    courtDocuments: parsed((value) => documentSchema.parse(value), documents, 'documents'),
    showings: parsed((value) => showingSchema.parse(value), documents, 'showings'),
    showingSettings: parsed((value) => storedShowingSettingsSchema.parse(value), documents, 'showingSettings'),
    keyPickupCopies: parsed((value) => propertyKeyPickupCopySchema.parse(value), documents, 'propertyKeyPickups'),
  };
}

describe('demo dates stay meaningful whenever the seed runs', () => {
  const moments = ['2026-01-01T00:05:00', '2026-06-15T12:00:00', '2026-12-31T23:55:00'].map((text) => new Date(text));

  it.each(moments)('on %s Alice has two upcoming and two previous key pickups', (now) => {
    const { appointments } = entitiesOf(now);
    const today = todayIsoDate(now);
    const upcoming = [...appointments.entries()].filter(
      ([, appointment]) => appointment.userId === PERSONAS.alice.uid && isUpcomingAppointment(appointment, today),
    );
    expect(upcoming.map(([id]) => id).sort()).toEqual(
      [SEED_IDS.appointments.confirmed, SEED_IDS.appointments.upcoming].sort(),
    );
  });

  it.each(moments)(
    'on %s 48 Oak Avenue, under owner approval, has a request, a confirmed and a rated past showing',
    (now) => {
      const { documents, showings, showingSettings } = entitiesOf(now);
      expect(showingSettings.get(SEED_IDS.properties.oak)?.approvalMode).toBe('owner-approval');
      const oak = [...showings.values()].filter((showing) => showing.propertyId === SEED_IDS.properties.oak);
      const upcoming = oak.filter((showing) => !showingHasEnded(showing, now));
      expect(upcoming.map((showing) => showing.status).sort()).toEqual(['confirmed', 'requested']);
      const past = oak.filter((showing) => showingHasEnded(showing, now));
      expect(past.map((showing) => [showing.status, showing.feedback?.interest])).toEqual([['confirmed', 3]]);
      const requested = upcoming.find((showing) => showing.status === 'requested');
      const asking = documents
        .filter((document) => document.collection === 'notifications')
        .filter(
          (document) => notificationSchema.parse({ ...document.data, id: 'n' }).action?.showingId === requested?.id,
        );
      expect(asking.map((document) => document.path.split('/')[1])).toEqual([PERSONAS.alice.uid]);
      expect(asking[0]?.data.message).toContain(formatLongUsDate(requested?.date ?? ''));
    },
  );

  it('seeding twice on the same day writes identical documents', () => {
    const morning = buildSeedData(new Date('2026-03-10T07:00:00'));
    const evening = buildSeedData(new Date('2026-03-10T22:30:00'));
    expect(evening.documents).toEqual(morning.documents);
  });

  it('every document path is unique', () => {
    const paths = buildSeedData().documents.map((document) => document.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('demo relations are consistent, as the API would have left them', () => {
  const { documents, properties, cases, appointments, courtDocuments, showings, keyPickupCopies } = entitiesOf(
    new Date(),
  );

  it('each property’s memberIds are what the sharing API writes for its owner and shares', () => {
    for (const property of properties.values()) {
      expect(property.memberIds).toEqual(propertyMemberIds(property.ownerId, property.sharedWith));
    }
  });

  it('Aaron holds both a view and a manage share', () => {
    const levels = [...properties.values()].map((property) => property.sharedWith[PERSONAS.aaron.uid]).filter(Boolean);
    expect(new Set(levels)).toEqual(new Set(['view', 'manage']));
  });

  it('properties are owned by Alice and Eve only', () => {
    const owners = new Set([...properties.values()].map((property) => property.ownerId));
    expect(owners).toEqual(new Set([PERSONAS.alice.uid, PERSONAS.eve.uid]));
  });

  it('cases and properties point at each other', () => {
    for (const [caseId, legalCase] of cases) {
      for (const propertyId of legalCase.propertyIds) expect(properties.get(propertyId)?.caseIds).toContain(caseId);
    }
    for (const [propertyId, property] of properties) {
      for (const caseId of property.caseIds) expect(cases.get(caseId)?.propertyIds).toContain(propertyId);
    }
  });

  it('two sales of Avery’s cases under two presets, with offers at different stages, their gates as the server keeps them', () => {
    const today = todayIsoDate(new Date());
    const offers = parsed((value) => storedOfferSchema.parse(value), documents, 'propertyOffers');
    const saleOf = (propertyId: string) => {
      const property = properties.get(propertyId);
      const input = {
        caseLinked: (property?.caseIds.length ?? 0) > 0,
        authority: property?.saleAuthority ? saleAuthorityFromStored(property.saleAuthority) : null,
        hearing: property?.saleHearing ? saleHearingFromStored(property.saleHearing) : null,
        offers: [...offers.values()].filter((offer) => offer.propertyId === propertyId).map(saleOfferFromStored),
      };
      const state = saleState(input, today);
      expect(property?.saleGates).toEqual(saleGates(state));
      expect(property?.saleAttorneyIds).toEqual([PERSONAS.avery.uid]);
      return { state, statuses: input.offers.map((offer) => offer.status).sort(), property };
    };
    const elm = saleOf(SEED_IDS.properties.elm);
    expect(elm.state.preset).toBe('ca-court-confirmation');
    expect(elm.state.acceptedOutcome).toBe('accepted-pending-confirmation');
    expect(elm.property?.saleHearing?.date).toBeDefined();
    expect(elm.statuses).toEqual(['accepted', 'rejected']);
    const pine = saleOf(SEED_IDS.properties.pine);
    expect(pine.state.preset).toBe('ca-iaea-full');
    expect(pine.state.acceptedOutcome).toBe('accepted-pending-notice');
    expect(pine.statuses).toEqual(['accepted', 'received']);
    expect(saleOf(SEED_IDS.properties.oak).state.preset).toBe('court-confirmation');
    expect(properties.get(SEED_IDS.properties.maple)?.saleGates).toBeUndefined();
  });

  it('each case is Avery’s with Alice as the client and both as members, at different stages', () => {
    for (const legalCase of cases.values()) {
      expect(legalCase.attorneyId).toBe(PERSONAS.avery.uid);
      expect(legalCase.clientId).toBe(PERSONAS.alice.uid);
      expect(legalCase.memberIds).toEqual(caseMemberIds(legalCase));
    }
    expect(new Set([...cases.values()].map((legalCase) => legalCase.status)).size).toBe(cases.size);
  });

  it('each court document’s readers and case details are what the upload and the reader-list trigger write', () => {
    const roleOf = (uid: string) => Object.values(PERSONAS).find((persona) => persona.uid === uid)?.role;
    for (const courtDocument of courtDocuments.values()) {
      const legalCase = courtDocument.caseId ? cases.get(courtDocument.caseId) : undefined;
      expect(legalCase).toBeDefined();
      if (!legalCase) continue;
      const caseProperties = legalCase.propertyIds.flatMap((id) => properties.get(id) ?? []);
      const agents = propertyAgentIds(caseProperties, roleOf);
      expect(courtDocument.readerIds).toEqual(documentReaderIds(legalCase, courtDocument.uploaderId, agents));
      expect([courtDocument.caseName, courtDocument.caseNumber]).toEqual([legalCase.caseName, legalCase.caseNumber]);
    }
  });

  it('Aaron reads the documents of the cases of the properties shared with him', () => {
    const readByAaron = [...courtDocuments.values()].filter((document) =>
      document.readerIds.includes(PERSONAS.aaron.uid),
    );
    expect(readByAaron.map((document) => document.caseId).sort()).toEqual(
      [SEED_IDS.cases.haroldEstate, SEED_IDS.cases.haroldEstate, SEED_IDS.cases.oakGuardianship].sort(),
    );
  });

  it('each showing is Aaron’s, on a property shared with him, with the property’s owner and members', () => {
    for (const showing of showings.values()) {
      const property = properties.get(showing.propertyId);
      expect(showing.agentId).toBe(PERSONAS.aaron.uid);
      expect(property?.sharedWith[PERSONAS.aaron.uid]).toBeDefined();
      expect(showing.ownerId).toBe(property?.ownerId);
      expect([...showing.memberIds].sort()).toEqual([...(property?.memberIds ?? [])].sort());
    }
  });

  it('each key pickup linked to a property has the members’ copy the appointment trigger writes, no other has one', () => {
    const linked = [...appointments.values()].filter((appointment) => appointment.propertyId !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect([...keyPickupCopies.keys()].sort()).toEqual(linked.map((appointment) => appointment.id).sort());
    for (const appointment of linked) {
      const property = properties.get(appointment.propertyId ?? '');
      expect(keyPickupCopies.get(appointment.id)).toEqual(
        propertyKeyPickupCopyOf(appointment, property?.memberIds ?? []),
      );
    }
    for (const document of documents.filter((candidate) => candidate.collection === 'propertyKeyPickups')) {
      expect(document.data).not.toHaveProperty('contact');
    }
  });

  it('each showing’s buyer contact and notes are a separate document with the same id and agent, not on the showing', () => {
    const buyers = documents.filter((document) => document.collection === 'showingBuyers');
    expect(buyers.map((document) => document.path.split('/')[1]).sort()).toEqual([...showings.keys()].sort());
    for (const buyer of buyers) {
      expect(buyer.data.agentId).toBe(showings.get(buyer.path.split('/')[1] ?? '')?.agentId);
    }
    for (const document of documents.filter((candidate) => candidate.collection === 'showings')) {
      for (const field of ['clientEmail', 'clientPhone', 'notes']) expect(document.data).not.toHaveProperty(field);
    }
  });

  it('no property carries a lockbox code: members read the property document', () => {
    for (const document of documents.filter((candidate) => candidate.collection === 'properties')) {
      expect(JSON.stringify(document.data)).not.toMatch(/lockboxCode/i);
    }
  });

  it('every persona has notifications, some of them unread', () => {
    for (const persona of Object.values(PERSONAS)) {
      const own = documents.filter((document) => document.path.startsWith(`users/${persona.uid}/notifications/`));
      expect(own.length).toBeGreaterThan(0);
      expect(own.some((document) => document.data.read === false)).toBe(true);
    }
  });
});

describe('the seed refuses anything but the emulators of a demo- project', () => {
  const emulators = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('refuses without the Firestore emulator', () => {
    expect(() => emulatorProjectId({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('refuses without the Auth emulator', () => {
    expect(() => emulatorProjectId({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('refuses a real project id', () => {
    expect(() => emulatorProjectId({ ...emulators, GCLOUD_PROJECT: 'estatekey-prod' })).toThrow(/demo-/);
  });

  it('uses the demo project by default', () => {
    expect(emulatorProjectId(emulators)).toBe('demo-estatekey');
  });
});
