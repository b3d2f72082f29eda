import {
  caseMemberIds,
  caseSchema,
  CASE_STATUSES,
  CASE_TYPES,
  DOCUMENT_TYPES,
  documentReaderIds,
  documentSchema,
  emptyProgressStatus,
  emptyStatusData,
  MILESTONE_KEYS,
  MILESTONE_STATUSES,
  newCaseFields,
  newPropertyFields,
  normalizeSearchTokens,
  NOTIFICATION_CATEGORIES,
  notificationSchema,
  propertyMemberIds,
  propertySchema,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPES,
  showingBuyerSchema,
  showingSchema,
  userProfileSchema,
  type Role,
} from '@estatekey/domain';

import { documentBlobPath } from 'functions/blob-store';

import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { entity, seedClock, type SeedDocument } from '../emulators/seed/data/seed-kit.ts';

/*
 * A generated data set `scale` times the demo's, for `npm run bench -- --scale N`: at 100, 1,000 users, 10,000
 * properties, 2,000 cases, 50,000 documents, 200,000 notifications and 20,000 showings. Every document goes through
 * the domain builders and schemas the seed uses, so it is what the services would have written. A seeded random
 * generator makes the same data set on every run.
 *
 * The personas get their share, so their screens face the larger data set too: Alice owns `scale` properties, Aaron
 * is shared on `2 × scale` and books `20 × scale` showings, Avery is the attorney of `2 × scale` cases (Alice the
 * client of half of them), and each persona has `20 × scale` notifications.
 */

export interface ScaleCounts {
  readonly users: number;
  readonly properties: number;
  readonly cases: number;
  readonly documents: number;
  readonly notifications: number;
  readonly showings: number;
}

export function scaleCounts(scale: number): ScaleCounts {
  return {
    users: 10 * scale,
    properties: 100 * scale,
    cases: 20 * scale,
    documents: 500 * scale,
    notifications: 2_000 * scale,
    showings: 200 * scale,
  };
}

/** mulberry32: a small, fast, seeded generator; the same seed gives the same data set. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)] as T;
  return { next, int, pick };
}

const STREETS = ['Elm', 'Oak', 'Maple', 'Pine', 'Cedar', 'Birch', 'Walnut', 'Willow', 'Chestnut', 'Spruce'];
const SUFFIXES = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court'];
const CITIES = [
  ['Springfield', '62704'],
  ['Peoria', '61602'],
  ['Naperville', '60540'],
  ['Champaign', '61820'],
  ['Rockford', '61101'],
] as const;
const FIRST_NAMES = ['Ann', 'Ben', 'Cora', 'Dan', 'Edith', 'Frank', 'Grace', 'Hugo', 'Iris', 'Jon', 'Kay', 'Leo'];
const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Diaz', 'Evans', 'Foster', 'Gray', 'Hayes', 'Irwin', 'Jones'];
const GENERATED_ROLES: readonly Role[] = ['Guardian', 'Executor', 'Attorney', 'Agent'];

interface GeneratedPerson {
  readonly uid: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly displayName: string;
}

const asPerson = (persona: Persona): GeneratedPerson => persona;

/**
 * The generated data set, one document at a time (the writer holds only the batches in flight, not all N× documents),
 * in the order they may be written (no document refers to a later one).
 */
export function* scaleDocuments(scale: number, now: Date = new Date(), seed = 20_261_126): Generator<SeedDocument> {
  const counts = scaleCounts(scale);
  const random = seededRandom(seed);
  const clock = seedClock(now);
  const { alice, eve, avery, aaron, ada } = PERSONAS;

  // Users: profiles only (they never sign in); the personas keep their own seeded profiles.
  const people: GeneratedPerson[] = Array.from({ length: counts.users }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = `${random.pick(LAST_NAMES)} ${index + 1}`;
    return {
      uid: `scale-user-${index + 1}`,
      role: GENERATED_ROLES[index % GENERATED_ROLES.length] as Role,
      firstName,
      lastName,
      email: `scale-user-${index + 1}@example.com`,
      displayName: `${firstName} ${lastName}`,
    };
  });
  for (const person of people) {
    yield entity(userProfileSchema, 'users', `users/${person.uid}`, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      role: person.role,
      plan: 'monthly',
      emailVerified: true,
      onboardingCompleted: true,
      phone: '',
      searchTokens: normalizeSearchTokens(person),
      createdAt: clock.at(-random.int(365), '09:00'),
    });
  }
  const withRole = (role: Role) => people.filter((person) => person.role === role);
  const owners = [...withRole('Guardian'), ...withRole('Executor')];
  const agents = withRole('Agent');
  const attorneys = withRole('Attorney');

  // Properties: Alice owns `scale` of them, Aaron is shared on `2 × scale`; the rest belong to generated owners.
  const properties = Array.from({ length: counts.properties }, (_, index) => {
    const id = `scale-property-${index + 1}`;
    const owner = index < scale ? asPerson(alice) : index < 2 * scale ? asPerson(eve) : random.pick(owners);
    const agent = index < 2 * scale ? asPerson(aaron) : random.pick(agents);
    const sharedWith = { [agent.uid]: random.next() < 0.5 ? ('view' as const) : ('manage' as const) };
    const [city, zipCode] = random.pick(CITIES);
    const statusData = emptyStatusData();
    for (const key of MILESTONE_KEYS) statusData[key] = random.pick(MILESTONE_STATUSES);
    const form = {
      address: `${index + 1} ${random.pick(STREETS)} ${random.pick(SUFFIXES)}`,
      city,
      state: 'IL' as const,
      zipCode,
      propertyType: random.pick(PROPERTY_TYPES),
      condition: random.pick(PROPERTY_CONDITIONS),
      additionalInfo: '',
      contactInfo: { name: owner.displayName, email: owner.email, phone: '' },
    };
    return { id, owner, agent, sharedWith, statusData, form };
  });
  for (const property of properties) {
    yield entity(propertySchema, 'properties', `properties/${property.id}`, {
      ownerId: property.owner.uid,
      ...newPropertyFields(property.form),
      status: 'approved',
      statusData: property.statusData,
      sharedWith: property.sharedWith,
      memberIds: propertyMemberIds(property.owner.uid, property.sharedWith),
      caseIds: [],
      createdAt: clock.at(-random.int(365), '11:00'),
      updatedAt: clock.at(-random.int(30), '15:30'),
      updatedBy: property.owner.uid,
    });
  }

  // Cases: Avery has `2 × scale`, with Alice the client of half; a case is about none of the properties (linking
  // would recompute gates and readers, which the services own).
  const cases = Array.from({ length: counts.cases }, (_, index) => {
    const id = `scale-case-${index + 1}`;
    const attorney = index < 2 * scale ? asPerson(avery) : random.pick(attorneys);
    const client = index < scale ? asPerson(alice) : random.pick(owners);
    const caseNumber = `SC-${String(index + 1).padStart(6, '0')}`;
    const { id: _id, ...opened } = newCaseFields(
      {
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: '',
        role: client.role === 'Executor' ? 'Executor' : 'Guardian',
        caseType: random.pick(CASE_TYPES),
        caseName: `Estate of ${client.displayName} ${index + 1}`,
        caseDescription: '',
        caseNumber,
        courtFilingNumber: '',
        priority: 'Medium',
        dueDate: clock.dateIn(random.int(120) - 20),
      },
      {
        id,
        caseNumber,
        attorneyId: attorney.uid,
        email: client.email,
        createdAt: clock.at(-random.int(365), '10:00'),
        createdBy: attorney.uid,
      },
    );
    const joined = { ...opened, clientId: client.uid, memberIds: caseMemberIds({ ...opened, clientId: client.uid }) };
    return { id, attorney, joined };
  });
  // The documents below go round the cases, all uploaded by the case's attorney: a case with any has their readers.
  const readersOf = (legalCase: (typeof cases)[number]) => documentReaderIds(legalCase.joined, legalCase.attorney.uid);
  for (const [index, legalCase] of cases.entries()) {
    yield entity(caseSchema, 'cases', `cases/${legalCase.id}`, {
      ...legalCase.joined,
      readersWithDocuments: index < counts.documents ? readersOf(legalCase) : [],
      title: legalCase.joined.caseName,
      status: random.pick(CASE_STATUSES),
      propertyIds: [],
      progressStatus: emptyProgressStatus(),
      updatedAt: clock.at(-random.int(30), '16:00'),
      updatedBy: legalCase.attorney.uid,
    });
  }

  // Court documents: spread over the cases (metadata only: no download is measured).
  for (let index = 0; index < counts.documents; index += 1) {
    const legalCase = cases[index % cases.length];
    if (!legalCase) break;
    const id = `scale-document-${index + 1}`;
    yield entity(documentSchema, 'documents', `documents/${id}`, {
      caseId: legalCase.id,
      caseName: legalCase.joined.caseName,
      caseNumber: legalCase.joined.caseNumber,
      documentType: random.pick(DOCUMENT_TYPES),
      description: '',
      filingDate: clock.dateIn(-random.int(200)),
      originalName: `filing-${index + 1}.pdf`,
      storagePath: documentBlobPath(id),
      mimeType: 'application/pdf',
      size: 1_024,
      sha256: '0'.repeat(64),
      uploaderId: legalCase.attorney.uid,
      uploaderName: legalCase.attorney.displayName,
      uploaderRole: 'Attorney',
      viewedBy: {},
      readerIds: readersOf(legalCase),
      createdAt: clock.at(-random.int(200), '14:00'),
    });
  }

  // Notifications: `20 × scale` for each persona, the rest over the generated users.
  const personaUids = [alice, eve, avery, aaron, ada].map((persona) => persona.uid);
  for (let index = 0; index < counts.notifications; index += 1) {
    const uid =
      index < personaUids.length * 20 * scale
        ? (personaUids[index % personaUids.length] as string)
        : random.pick(people).uid;
    yield entity(notificationSchema, 'notifications', `users/${uid}/notifications/scale-notification-${index + 1}`, {
      title: 'Milestone updated',
      message: `A milestone of property ${index + 1} changed.`,
      read: random.next() < 0.7,
      category: random.pick(NOTIFICATION_CATEGORIES),
      link: '/notifications',
      createdAt: new Date(clock.at(0, '08:00').getTime() - random.int(90 * 24) * 3_600_000),
    });
  }

  // Showings: Aaron books `20 × scale` on his properties, the other agents the rest on theirs.
  for (let index = 0; index < counts.showings; index += 1) {
    const property = index < 20 * scale ? properties[index % (2 * scale)] : random.pick(properties);
    if (!property) break;
    const date = clock.dateIn(random.int(120) - 60);
    const hour = 9 + random.int(8);
    const startTime = `${String(hour).padStart(2, '0')}:00`;
    const endTime = `${String(hour).padStart(2, '0')}:30`;
    yield entity(showingSchema, 'showings', `showings/scale-showing-${index + 1}`, {
      agentId: property.agent.uid,
      propertyId: property.id,
      propertyAddress: `${property.form.address}, ${property.form.city}, IL`,
      ownerId: property.owner.uid,
      memberIds: [property.owner.uid, property.agent.uid],
      date,
      startTime,
      endTime,
      fullStartTime: `${date}T${startTime}`,
      fullEndTime: `${date}T${endTime}`,
      clientName: `Buyer ${index + 1}`,
      createdAt: clock.at(-random.int(90), '17:00'),
    });
    // Every booking has its buyer's contact, which only the booking agent reads: an agent's screens face all of them.
    yield entity(showingBuyerSchema, 'showingBuyers', `showingBuyers/scale-showing-${index + 1}`, {
      agentId: property.agent.uid,
      date,
      fullStartTime: `${date}T${startTime}`,
      clientEmail: `buyer${index + 1}@example.com`,
      clientPhone: '555-0100',
      notes: '',
    });
  }
}
