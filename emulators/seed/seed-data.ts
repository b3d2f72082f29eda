import { createHash } from 'node:crypto';
import {
  addDaysIso,
  appointmentSchema,
  auditLogSchema,
  caseNotesSchema,
  caseSchema,
  documentSchema,
  emptyProgressStatus,
  emptyStatusData,
  guardianOnboardingSchema,
  intakeRequestSchema,
  KEY_PICKUP_DURATION_MINUTES,
  KEY_PICKUP_TYPE,
  localDateTime,
  normalizeSearchTokens,
  notificationSchema,
  PUBLIC_APPOINTMENT_DURATION_MINUTES,
  propertySchema,
  showingBuyerSchema,
  showingSchema,
  todayIsoDate,
  userProfileSchema,
  type CollectionName,
  type PermissionLevel,
  type StatusData,
} from '@estatekey/domain';
import type { z } from 'zod';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { documentBlobPath } from '../../functions/src/lib/blob-store/blob-store.ts';

/** One Firestore document of the demo data, validated by its domain schema; `data` is what gets stored. */
export interface SeedDocument {
  readonly collection: CollectionName;
  readonly path: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The content of a seeded court document, for the blob store behind `storagePath`. */
export interface SeedFile {
  readonly storagePath: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

export interface SeedData {
  readonly documents: readonly SeedDocument[];
  readonly files: readonly SeedFile[];
}

/** Fixed ids: re-seeding overwrites these documents instead of adding new ones. */
export const SEED_IDS = {
  properties: {
    elm: 'seed-property-elm-street',
    oak: 'seed-property-oak-avenue',
    pine: 'seed-property-pine-road',
    maple: 'seed-property-maple-drive',
  },
  cases: {
    haroldEstate: 'seed-case-harold-estate',
    oakGuardianship: 'seed-case-oak-guardianship',
    pineEstateSale: 'seed-case-pine-estate-sale',
  },
  documents: {
    haroldPetition: 'seed-document-harold-petition',
    haroldOrder: 'seed-document-harold-order',
    oakAffidavit: 'seed-document-oak-affidavit',
    pineHearingNotice: 'seed-document-pine-hearing-notice',
  },
  appointments: {
    upcoming: 'seed-appointment-alice-upcoming',
    confirmed: 'seed-appointment-alice-confirmed',
    past: 'seed-appointment-alice-past',
    cancelled: 'seed-appointment-alice-cancelled',
    publicRequest: 'seed-appointment-public-request',
  },
  showings: {
    elmUpcoming: 'seed-showing-elm-upcoming',
    mapleToday: 'seed-showing-maple-today',
    elmPast: 'seed-showing-elm-past',
  },
  intakeRequests: {
    property: 'seed-intake-property',
    keyPickup: 'seed-intake-key-pickup',
  },
} as const;

/**
 * Parses `fields` with the entity schema (which carries the document id as `id`) and returns what is stored:
 * the parsed value, defaults filled in, without `id`.
 */
function entity<Schema extends z.ZodType<{ id: string }>>(
  schema: Schema,
  collection: CollectionName,
  path: string,
  fields: Omit<z.input<Schema>, 'id'>,
): SeedDocument {
  const id = path.slice(path.lastIndexOf('/') + 1);
  const { id: _id, ...data } = schema.parse({ ...fields, id });
  return { collection, path, data };
}

/** For documents whose schema has no `id` (fixed-name documents such as `cases/{id}/private/notes`). */
function plainDocument<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  collection: CollectionName,
  path: string,
  fields: z.input<Schema>,
): SeedDocument {
  return { collection, path, data: schema.parse(fields) };
}

function contactOf(persona: Persona) {
  return { name: persona.displayName, email: persona.email, phone: persona.phone };
}

/** A one-page PDF whose text names the document, so a download opens as a real file. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The demo data set. Dates are relative to `now` and anchored to fixed times of day, so re-seeding on the same day
 * writes identical documents and 'upcoming' items stay upcoming whenever the seed runs.
 */
export function buildSeedData(now: Date = new Date()): SeedData {
  const today = todayIsoDate(now);
  const dateIn = (days: number) => addDaysIso(today, days);
  const at = (days: number, time: string) => localDateTime(dateIn(days), time);
  const { ada, alice, eve, avery, aaron, mallory } = PERSONAS;
  const documents: SeedDocument[] = [];
  const files: SeedFile[] = [];

  // Users: everyone onboarded, so every login lands on its dashboard.
  const profileBase = (persona: Persona, joinedDaysAgo: number) => ({
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    role: persona.role,
    plan: 'monthly' as const,
    emailVerified: true,
    onboardingCompleted: true,
    phone: persona.phone,
    searchTokens: normalizeSearchTokens(persona),
    createdAt: at(-joinedDaysAgo, '09:00'),
  });
  const guardianOnboarding = (persona: Persona, property: { address: string; city: string; zip: string }) =>
    guardianOnboardingSchema.parse({
      identityVerified: true,
      isAttorney: false,
      needsAttorneyReferral: false,
      fullName: persona.displayName,
      email: persona.email,
      phone: persona.phone,
      address: '5 Court Square',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      propertyAddress: property.address,
      propertyCity: property.city,
      propertyState: 'IL',
      propertyZipCode: property.zip,
      bedrooms: '3',
      bathrooms: '2',
      propertyPrice: 245000,
      hasMortgage: false,
      isInForeclosure: false,
      keyPickupMethod: 'schedule',
      pickupDate: dateIn(-40),
      pickupTime: '10:00',
      needsCleanout: true,
    });

  documents.push(
    entity(userProfileSchema, 'users', `users/${ada.uid}`, {
      ...profileBase(ada, 120),
      companyName: 'EstateKey',
      companyAddress: '100 Main Street',
      postalCode: '62701',
      city: 'Springfield',
      contactPersonFirstName: ada.firstName,
      contactPersonLastName: ada.lastName,
      companyPhone: '(555) 010-0000',
      companyWebsite: 'https://estatekey.example.com',
    }),
    entity(userProfileSchema, 'users', `users/${alice.uid}`, {
      ...profileBase(alice, 60),
      onboarding: guardianOnboarding(alice, { address: '12 Elm Street', city: 'Springfield', zip: '62704' }),
    }),
    entity(userProfileSchema, 'users', `users/${eve.uid}`, {
      ...profileBase(eve, 45),
      onboarding: guardianOnboarding(eve, { address: '301 Maple Drive', city: 'Naperville', zip: '60540' }),
    }),
    entity(userProfileSchema, 'users', `users/${avery.uid}`, {
      ...profileBase(avery, 90),
      companyName: 'Attorney & Partners LLP',
      attorneyProfile: {
        specialization: 'Probate and guardianship real estate',
        barNumber: 'IL-6284913',
        yearsOfExperience: 12,
        biography: 'Guides families through court-supervised sales of estate and guardianship homes.',
        hourlyRate: 275,
        practiceAreas: ['Probate', 'Guardianship', 'Real Estate', 'Estate Planning'],
        availability: [
          { day: 'Monday', startTime: '09:00', endTime: '17:00' },
          { day: 'Wednesday', startTime: '09:00', endTime: '17:00' },
          { day: 'Friday', startTime: '09:00', endTime: '13:00' },
        ],
      },
    }),
    entity(userProfileSchema, 'users', `users/${aaron.uid}`, {
      ...profileBase(aaron, 75),
      agentProfile: {
        address: '77 Lake Shore Drive',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60611',
        phone: aaron.phone,
        licenseNumber: 'IL-475.198233',
        licenseState: 'IL',
        licenseExpiration: dateIn(400),
        yearsExperience: 9,
        brokerageName: 'Prairie Homes Realty',
        brokerageAddress: '200 Wacker Drive',
        brokerageCity: 'Chicago',
        brokerageState: 'IL',
        brokerageZip: '60606',
        brokeragePhone: '(555) 010-5500',
        serviceCounties: ['Sangamon', 'Peoria', 'DuPage'],
        specialties: ['Estate Sales', 'Probate Properties', 'Residential'],
        estateExperience: 'Over 60 estate and probate sales with court confirmation.',
        guardianshipExperience: true,
        executorExperience: true,
        probateExperience: true,
        bio: 'Lists and shows homes for estates, guardians and executors.',
        contactPreference: 'both',
        websiteUrl: 'https://prairie-homes.example.com',
        agreeToTerms: true,
      },
    }),
    entity(userProfileSchema, 'users', `users/${mallory.uid}`, profileBase(mallory, 20)),
  );

  // Properties in varied milestone states; memberIds = owner + shares, as the sharing API keeps them.
  const property = (
    id: string,
    owner: Persona,
    fields: {
      address: string;
      city: string;
      zipCode: string;
      propertyType: 'residential' | 'commercial' | 'land' | 'multiFamily';
      condition: 'excellent' | 'good' | 'fair' | 'needsWork';
      status: 'pending' | 'reviewing' | 'approved' | 'rejected';
      statusData: Partial<StatusData>;
      sharedWith: Record<string, PermissionLevel>;
      caseIds: string[];
      additionalInfo: string;
      createdDaysAgo: number;
      updatedBy: Persona;
    },
  ) =>
    entity(propertySchema, 'properties', `properties/${id}`, {
      ownerId: owner.uid,
      address: fields.address,
      city: fields.city,
      state: 'IL',
      zipCode: fields.zipCode,
      propertyType: fields.propertyType,
      condition: fields.condition,
      contactInfo: contactOf(owner),
      additionalInfo: fields.additionalInfo,
      status: fields.status,
      statusData: { ...emptyStatusData(), ...fields.statusData },
      sharedWith: fields.sharedWith,
      memberIds: [owner.uid, ...Object.keys(fields.sharedWith)],
      caseIds: fields.caseIds,
      createdAt: at(-fields.createdDaysAgo, '11:00'),
      updatedAt: at(-1, '15:30'),
      updatedBy: fields.updatedBy.uid,
    });
  const ids = SEED_IDS;
  documents.push(
    property(ids.properties.elm, alice, {
      address: '12 Elm Street',
      city: 'Springfield',
      zipCode: '62704',
      propertyType: 'residential',
      condition: 'good',
      status: 'approved',
      statusData: {
        keyPickup: 'Completed',
        cleanout: 'Completed',
        photos: 'Completed',
        listing: 'Completed',
        marketing: 'In Progress',
        showings: 'In Progress',
      },
      sharedWith: { [aaron.uid]: 'manage' },
      caseIds: [ids.cases.haroldEstate],
      additionalInfo: 'Three-bedroom family home of the late Harold Guardian; court confirmation required.',
      createdDaysAgo: 55,
      updatedBy: aaron,
    }),
    property(ids.properties.oak, alice, {
      address: '48 Oak Avenue',
      city: 'Peoria',
      zipCode: '61602',
      propertyType: 'multiFamily',
      condition: 'fair',
      status: 'reviewing',
      statusData: { keyPickup: 'Completed', cleanout: 'In Progress' },
      sharedWith: { [aaron.uid]: 'view' },
      caseIds: [ids.cases.oakGuardianship],
      additionalInfo: 'Duplex of a ward in assisted living; tenant on the ground floor until month end.',
      createdDaysAgo: 30,
      updatedBy: alice,
    }),
    property(ids.properties.pine, alice, {
      address: '9 Pine Road',
      city: 'Springfield',
      zipCode: '62707',
      propertyType: 'land',
      condition: 'needsWork',
      status: 'pending',
      statusData: {},
      sharedWith: {},
      caseIds: [ids.cases.pineEstateSale],
      additionalInfo: 'Vacant lot next to the family home; survey pending.',
      createdDaysAgo: 3,
      updatedBy: alice,
    }),
    property(ids.properties.maple, eve, {
      address: '301 Maple Drive',
      city: 'Naperville',
      zipCode: '60540',
      propertyType: 'residential',
      condition: 'excellent',
      status: 'approved',
      statusData: {
        keyPickup: 'Completed',
        cleanout: 'Completed',
        photos: 'Completed',
        listing: 'Completed',
        marketing: 'Completed',
        showings: 'Completed',
        offer: 'Completed',
        negotiation: 'Completed',
        inspection: 'In Progress',
        titleCompany: 'In Progress',
      },
      sharedWith: { [aaron.uid]: 'manage' },
      caseIds: [],
      additionalInfo: 'Estate home under contract; inspection scheduled this week.',
      createdDaysAgo: 80,
      updatedBy: aaron,
    }),
  );

  // Avery's cases with Alice as the client, at three different stages.
  const aliceAsClient = {
    firstName: alice.firstName,
    lastName: alice.lastName,
    email: alice.email,
    phone: alice.phone,
    role: 'Guardian' as const,
  };
  const legalCase = (
    id: string,
    fields: Pick<
      z.input<typeof caseSchema>,
      | 'title'
      | 'caseName'
      | 'caseType'
      | 'caseNumber'
      | 'courtFilingNumber'
      | 'description'
      | 'status'
      | 'priority'
      | 'dueDate'
      | 'propertyIds'
    > & { progressStatus: Partial<z.input<typeof caseSchema>['progressStatus']>; openedDaysAgo: number },
  ) => {
    const { progressStatus, openedDaysAgo, ...rest } = fields;
    return entity(caseSchema, 'cases', `cases/${id}`, {
      ...rest,
      attorneyId: avery.uid,
      clientId: alice.uid,
      client: aliceAsClient,
      progressStatus: { ...emptyProgressStatus(), ...progressStatus },
      memberIds: [avery.uid, alice.uid],
      createdAt: at(-openedDaysAgo, '10:00'),
      updatedAt: at(-2, '16:00'),
      updatedBy: avery.uid,
    });
  };
  documents.push(
    legalCase(ids.cases.haroldEstate, {
      title: 'Estate of Harold Guardian',
      caseName: 'Probate Real Estate - Alice',
      caseType: 'Probate Real Estate',
      caseNumber: 'PR-2026-00142',
      courtFilingNumber: 'SANG-2026-P-0142',
      description: 'Court-supervised sale of 12 Elm Street from the estate of Harold Guardian.',
      status: 'In Progress',
      priority: 'High',
      dueDate: dateIn(14),
      propertyIds: [ids.properties.elm],
      progressStatus: {
        initialConsultation: 'Complete',
        documentsReceived: 'Complete',
        courtFilingPreparation: 'In Progress',
      },
      openedDaysAgo: 50,
    }),
    legalCase(ids.cases.oakGuardianship, {
      title: 'Guardianship of Rose Guardian',
      caseName: 'Guardianship Property - Alice',
      caseType: 'Guardianship Property',
      caseNumber: 'GP-2026-00077',
      courtFilingNumber: '',
      description: "Leave of court to sell the ward's duplex at 48 Oak Avenue.",
      status: 'New',
      priority: 'Medium',
      dueDate: dateIn(30),
      propertyIds: [ids.properties.oak],
      progressStatus: { initialConsultation: 'In Progress' },
      openedDaysAgo: 7,
    }),
    legalCase(ids.cases.pineEstateSale, {
      title: 'Estate Sale of 9 Pine Road',
      caseName: 'Estate Sale - Alice',
      caseType: 'Estate Sale',
      caseNumber: 'ES-2025-00981',
      courtFilingNumber: 'SANG-2025-P-0981',
      description: 'Sale of the vacant lot awaiting the court approval hearing.',
      status: 'Review',
      priority: 'Low',
      dueDate: dateIn(5),
      propertyIds: [ids.properties.pine],
      progressStatus: {
        initialConsultation: 'Complete',
        documentsReceived: 'Complete',
        courtFilingPreparation: 'Complete',
        courtHearingScheduled: 'Complete',
        courtApproval: 'In Progress',
      },
      openedDaysAgo: 120,
    }),
    plainDocument(caseNotesSchema, 'caseNotes', `cases/${ids.cases.haroldEstate}/private/notes`, {
      attorneyNotes: 'Heirs agree on listing price. Waiting for the appraisal before filing the petition to sell.',
      updatedAt: at(-2, '16:00'),
      updatedBy: avery.uid,
    }),
  );

  // Court documents: metadata plus the file bytes the blob store serves.
  const courtDocument = (
    id: string,
    fields: {
      caseId: string;
      caseName: string;
      caseNumber: string;
      documentType: z.input<typeof documentSchema>['documentType'];
      description: string;
      filingDate: string | null;
      originalName: string;
      uploader: Persona;
      readers: readonly Persona[];
      viewedBy: Record<string, Date>;
      uploadedDaysAgo: number;
    },
  ) => {
    const bytes = demoPdf(`${fields.documentType}: ${fields.caseName}`);
    const storagePath = documentBlobPath(id);
    files.push({ storagePath, mimeType: 'application/pdf', bytes });
    return entity(documentSchema, 'documents', `documents/${id}`, {
      caseId: fields.caseId,
      caseName: fields.caseName,
      caseNumber: fields.caseNumber,
      documentType: fields.documentType,
      description: fields.description,
      filingDate: fields.filingDate,
      originalName: fields.originalName,
      storagePath,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploaderId: fields.uploader.uid,
      uploaderName: fields.uploader.displayName,
      uploaderRole: fields.uploader.role,
      viewedBy: fields.viewedBy,
      readerIds: [...new Set([fields.uploader.uid, ...fields.readers.map((reader) => reader.uid)])],
      createdAt: at(-fields.uploadedDaysAgo, '14:00'),
    });
  };
  documents.push(
    courtDocument(ids.documents.haroldPetition, {
      caseId: ids.cases.haroldEstate,
      caseName: 'Probate Real Estate - Alice',
      caseNumber: 'PR-2026-00142',
      documentType: 'Petition',
      description: 'Petition for leave to sell real estate.',
      filingDate: dateIn(-20),
      originalName: 'petition-to-sell.pdf',
      uploader: avery,
      // Aaron lists a property of this case, so he reads its documents (DESIGN §4 documents.readerIds).
      readers: [alice, aaron],
      viewedBy: { [alice.uid]: at(-19, '08:30') },
      uploadedDaysAgo: 20,
    }),
    courtDocument(ids.documents.haroldOrder, {
      caseId: ids.cases.haroldEstate,
      caseName: 'Probate Real Estate - Alice',
      caseNumber: 'PR-2026-00142',
      documentType: 'Court Order',
      description: 'Order appointing the independent administrator.',
      filingDate: dateIn(-4),
      originalName: 'order-appointing-administrator.pdf',
      uploader: avery,
      readers: [alice, aaron],
      viewedBy: {},
      uploadedDaysAgo: 4,
    }),
    courtDocument(ids.documents.oakAffidavit, {
      caseId: ids.cases.oakGuardianship,
      caseName: 'Guardianship Property - Alice',
      caseNumber: 'GP-2026-00077',
      documentType: 'Affidavit',
      description: 'Affidavit of the guardian on the condition of the duplex.',
      filingDate: null,
      originalName: 'guardian-affidavit.pdf',
      uploader: alice,
      readers: [avery, aaron],
      viewedBy: { [avery.uid]: at(-1, '09:15') },
      uploadedDaysAgo: 2,
    }),
    courtDocument(ids.documents.pineHearingNotice, {
      caseId: ids.cases.pineEstateSale,
      caseName: 'Estate Sale - Alice',
      caseNumber: 'ES-2025-00981',
      documentType: 'Hearing Notice',
      description: 'Notice of the court approval hearing.',
      filingDate: dateIn(-10),
      originalName: 'notice-of-hearing.pdf',
      uploader: avery,
      readers: [alice],
      viewedBy: {},
      uploadedDaysAgo: 10,
    }),
  );

  // Alice's key pickups: upcoming, confirmed, past and cancelled; plus one public request.
  const keyPickup = (
    id: string,
    fields: {
      days: number;
      time: string;
      status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
      propertyId: string;
      address: string;
      details: string;
      needsCleanout: boolean;
      bookedDaysAgo: number;
    },
  ) =>
    entity(appointmentSchema, 'appointments', `appointments/${id}`, {
      userId: alice.uid,
      date: dateIn(fields.days),
      time: fields.time,
      type: KEY_PICKUP_TYPE,
      duration: KEY_PICKUP_DURATION_MINUTES,
      details: fields.details,
      needsCleanout: fields.needsCleanout,
      contact: contactOf(alice),
      propertyAddress: fields.address,
      propertyId: fields.propertyId,
      status: fields.status,
      createdAt: at(-fields.bookedDaysAgo, '12:00'),
    });
  documents.push(
    keyPickup(ids.appointments.upcoming, {
      days: 3,
      time: '10:00',
      status: 'scheduled',
      propertyId: ids.properties.oak,
      address: '48 Oak Avenue, Peoria, IL',
      details: 'Keys are with the downstairs tenant.',
      needsCleanout: true,
      bookedDaysAgo: 1,
    }),
    keyPickup(ids.appointments.confirmed, {
      days: 8,
      time: '13:30',
      status: 'confirmed',
      propertyId: ids.properties.pine,
      address: '9 Pine Road, Springfield, IL',
      details: 'Gate code will be texted the day before.',
      needsCleanout: false,
      bookedDaysAgo: 2,
    }),
    keyPickup(ids.appointments.past, {
      days: -40,
      time: '10:00',
      status: 'completed',
      propertyId: ids.properties.elm,
      address: '12 Elm Street, Springfield, IL',
      details: 'Two sets of keys and the garage remote.',
      needsCleanout: true,
      bookedDaysAgo: 45,
    }),
    keyPickup(ids.appointments.cancelled, {
      days: 5,
      time: '09:30',
      status: 'cancelled',
      propertyId: ids.properties.oak,
      address: '48 Oak Avenue, Peoria, IL',
      details: 'Rescheduled because the tenant was away.',
      needsCleanout: false,
      bookedDaysAgo: 6,
    }),
    entity(appointmentSchema, 'appointments', `appointments/${ids.appointments.publicRequest}`, {
      userId: null,
      date: dateIn(4),
      time: '11:00',
      type: KEY_PICKUP_TYPE,
      duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
      details: 'My late aunt’s house; the neighbour has a spare key.',
      needsCleanout: true,
      contact: { name: 'Grace Holloway', email: 'grace.holloway@example.com', phone: '(555) 010-7000' },
      propertyAddress: '',
      propertyId: null,
      status: 'scheduled',
      createdAt: at(-1, '18:20'),
    }),
  );

  // Aaron's showings on shared properties; ownerId lets the owner follow them. The buyer's contact and Aaron's notes
  // are a separate document only Aaron reads (showingBuyers).
  const showing = (
    id: string,
    fields: {
      property: { id: string; address: string; owner: Persona };
      days: number;
      startTime: string;
      endTime: string;
      clientName: string;
      clientEmail: string;
      clientPhone: string;
      notes: string;
    },
  ) => {
    const date = dateIn(fields.days);
    const booked = entity(showingSchema, 'showings', `showings/${id}`, {
      agentId: aaron.uid,
      propertyId: fields.property.id,
      propertyAddress: fields.property.address,
      ownerId: fields.property.owner.uid,
      date,
      startTime: fields.startTime,
      endTime: fields.endTime,
      fullStartTime: `${date}T${fields.startTime}`,
      fullEndTime: `${date}T${fields.endTime}`,
      clientName: fields.clientName,
      createdAt: at(Math.min(fields.days, 0) - 2, '17:00'),
    });
    const buyer = entity(showingBuyerSchema, 'showingBuyers', `showingBuyers/${id}`, {
      agentId: aaron.uid,
      clientEmail: fields.clientEmail,
      clientPhone: fields.clientPhone,
      notes: fields.notes,
    });
    return [booked, buyer];
  };
  const elm = { id: ids.properties.elm, address: '12 Elm Street, Springfield, IL', owner: alice };
  const maple = { id: ids.properties.maple, address: '301 Maple Drive, Naperville, IL', owner: eve };
  documents.push(
    ...showing(ids.showings.elmUpcoming, {
      property: elm,
      days: 2,
      startTime: '14:00',
      endTime: '14:30',
      clientName: 'Jordan Buyer',
      clientEmail: 'jordan.buyer@example.com',
      clientPhone: '(555) 010-8100',
      notes: 'Pre-approved; interested in a quick close.',
    }),
    ...showing(ids.showings.mapleToday, {
      property: maple,
      days: 0,
      startTime: '16:00',
      endTime: '16:45',
      clientName: 'Sam Inspector',
      clientEmail: '',
      clientPhone: '(555) 010-8200',
      notes: 'Final walk-through with the buyer’s inspector.',
    }),
    ...showing(ids.showings.elmPast, {
      property: elm,
      days: -3,
      startTime: '11:00',
      endTime: '11:30',
      clientName: 'Riley Family',
      clientEmail: 'riley.family@example.com',
      clientPhone: '',
      notes: '',
    }),
  );

  // Notifications: a few per persona, some unread, each with a link into the app.
  type DemoNotification = Omit<z.input<typeof notificationSchema>, 'id' | 'createdAt'> & { hoursAgo: number };
  const notificationsOf: Record<string, DemoNotification[]> = {
    [ada.uid]: [
      {
        title: 'New property submission',
        message: 'A visitor submitted 27 Birch Lane, Decatur for review.',
        read: false,
        category: 'system',
        link: '/intake-process',
        hoursAgo: 5,
      },
      {
        title: 'New key pickup request',
        message: 'Grace Holloway asked for a key pickup.',
        read: false,
        category: 'appointment',
        link: '/intake-process',
        hoursAgo: 20,
      },
      {
        title: 'Welcome to EstateKey',
        message: 'Your admin account is ready.',
        read: true,
        category: 'system',
        link: '/home',
        hoursAgo: 24 * 30,
      },
    ],
    [alice.uid]: [
      {
        title: 'New court document',
        message: 'Avery Attorney uploaded a Court Order for Probate Real Estate - Alice.',
        read: false,
        category: 'document',
        link: '/documents',
        hoursAgo: 4 * 24,
      },
      {
        title: 'Milestone updated',
        message: 'Aaron Agent set Marketing to In Progress on 12 Elm Street.',
        read: false,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 26,
      },
      {
        title: 'Key pickup scheduled',
        message: 'Your key pickup at 48 Oak Avenue is scheduled.',
        read: true,
        category: 'appointment',
        link: '/schedule-pickup',
        hoursAgo: 24,
      },
    ],
    [eve.uid]: [
      {
        title: 'Milestone updated',
        message: 'Aaron Agent set Inspection to In Progress on 301 Maple Drive.',
        read: false,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 30,
      },
      {
        title: 'Showing today',
        message: 'A showing of 301 Maple Drive is booked for today at 4:00 PM.',
        read: true,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 48,
      },
    ],
    [avery.uid]: [
      {
        title: 'Client uploaded a document',
        message: 'Alice Guardian uploaded an Affidavit for Guardianship Property - Alice.',
        read: false,
        category: 'document',
        link: '/documents',
        hoursAgo: 2 * 24,
      },
      {
        title: 'Deadline approaching',
        message: 'Estate Sale of 9 Pine Road is due in 5 days.',
        read: true,
        category: 'system',
        link: '/attorney/dashboard',
        hoursAgo: 24,
      },
    ],
    [aaron.uid]: [
      {
        title: 'Property shared with you',
        message: 'Eve Executor shared 301 Maple Drive with you (manage).',
        read: true,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 24 * 20,
      },
      {
        title: 'Property shared with you',
        message: 'Alice Guardian shared 48 Oak Avenue with you (view).',
        read: false,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 24 * 6,
      },
      {
        title: 'New court document',
        message: 'A Court Order was added to a case of 12 Elm Street.',
        read: false,
        category: 'document',
        link: '/agent-documents',
        hoursAgo: 4 * 24,
      },
    ],
    [mallory.uid]: [
      {
        title: 'Welcome to EstateKey',
        message: 'Submit your first property to get started.',
        read: false,
        category: 'system',
        link: '/submit-property',
        hoursAgo: 24 * 19,
      },
    ],
  };
  for (const [uid, notifications] of Object.entries(notificationsOf)) {
    notifications.forEach(({ hoursAgo, ...fields }, index) => {
      const createdAt = new Date(localDateTime(today, '08:00').getTime() - hoursAgo * 60 * 60 * 1000);
      documents.push(
        entity(notificationSchema, 'notifications', `users/${uid}/notifications/seed-notification-${index + 1}`, {
          ...fields,
          createdAt,
        }),
      );
    });
  }

  // Public submissions waiting for an admin.
  documents.push(
    entity(intakeRequestSchema, 'intakeRequests', `intakeRequests/${ids.intakeRequests.property}`, {
      kind: 'property',
      status: 'new',
      payload: {
        propertyAddress: '27 Birch Lane',
        propertyCity: 'Decatur',
        propertyState: 'IL',
        propertyZip: '62521',
        propertyType: 'residential',
        propertyCondition: 'fair',
        contactName: 'Morgan Heir',
        contactEmail: 'morgan.heir@example.com',
        contactPhone: '(555) 010-7100',
        additionalInfo: 'Inherited from my father; probate opened last month.',
      },
      createdAt: at(0, '03:00'),
    }),
    entity(intakeRequestSchema, 'intakeRequests', `intakeRequests/${ids.intakeRequests.keyPickup}`, {
      kind: 'keyPickup',
      status: 'contacted',
      payload: {
        appointmentDate: dateIn(4),
        appointmentTime: '11:00',
        appointmentType: KEY_PICKUP_TYPE,
        duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
        details: 'My late aunt’s house; the neighbour has a spare key.',
        needsCleanout: true,
        contactName: 'Grace Holloway',
        contactEmail: 'grace.holloway@example.com',
        contactPhone: '(555) 010-7000',
      },
      targetId: ids.appointments.publicRequest,
      createdAt: at(-1, '18:20'),
    }),
    entity(auditLogSchema, 'auditLog', 'auditLog/seed-audit-elm-shared', {
      actorId: alice.uid,
      action: 'property.shared',
      targetType: 'property',
      targetId: ids.properties.elm,
      at: at(-50, '12:00'),
      details: { userId: aaron.uid, permissionLevel: 'manage' },
    }),
  );

  return { documents, files };
}
