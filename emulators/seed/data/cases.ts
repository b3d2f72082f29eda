import {
  caseMemberIds,
  caseNotesSchema,
  caseNumberReservationId,
  caseNumberReservationSchema,
  caseSchema,
  emptyProgressStatus,
  newCaseFields,
  type Case,
  type ClientIntake,
} from '@estatekey/domain';
import { PERSONAS } from '@estatekey/emulators/personas';
import { entity, plainDocument, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

interface DemoCase {
  readonly intake: Pick<
    ClientIntake,
    'caseName' | 'caseType' | 'caseNumber' | 'courtFilingNumber' | 'caseDescription' | 'priority' | 'dueDate'
  >;
  readonly title: string;
  readonly status: Case['status'];
  readonly propertyIds: string[];
  readonly progressStatus: Partial<Case['progressStatus']>;
  readonly openedDaysAgo: number;
}

/**
 * One of Avery's cases as the client intake opened it (`newCaseFields`, its number reserved), once Alice accepted the invitation and
 * joined it, then worked on.
 */
function legalCase(clock: SeedClock, id: string, fields: DemoCase): SeedDocument[] {
  const { avery, alice } = PERSONAS;
  const { id: _id, ...opened } = newCaseFields(
    {
      ...fields.intake,
      firstName: alice.firstName,
      lastName: alice.lastName,
      email: alice.email,
      phone: alice.phone,
      role: 'Guardian',
    },
    {
      id,
      caseNumber: fields.intake.caseNumber,
      attorneyId: avery.uid,
      email: alice.email,
      createdAt: clock.at(-fields.openedDaysAgo, '10:00'),
      createdBy: avery.uid,
    },
  );
  const joined = { ...opened, clientId: alice.uid, memberIds: caseMemberIds({ ...opened, clientId: alice.uid }) };
  const { caseNumber } = fields.intake;
  return [
    entity(caseSchema, 'cases', `cases/${id}`, {
      ...joined,
      title: fields.title,
      status: fields.status,
      propertyIds: fields.propertyIds,
      progressStatus: { ...emptyProgressStatus(), ...fields.progressStatus },
      updatedAt: clock.at(-2, '16:00'),
      updatedBy: avery.uid,
    }),
    // Reserved as the intake reserves it, so no later intake can take a seeded case's number.
    entity(caseNumberReservationSchema, 'caseNumbers', `caseNumbers/${caseNumberReservationId(caseNumber)}`, {
      caseNumber,
      caseId: id,
      createdAt: opened.createdAt,
    }),
  ];
}

/** Avery's cases with Alice as the client, at three different stages, and his notes on one of them. */
export function buildCases(clock: SeedClock): SeedDocument[] {
  const ids = SEED_IDS;
  return [
    ...legalCase(clock, ids.cases.haroldEstate, {
      title: 'Estate of Harold Guardian',
      intake: {
        caseName: 'Probate Real Estate - Alice',
        caseType: 'Probate Real Estate',
        caseNumber: 'PR-2026-00142',
        courtFilingNumber: 'SANG-2026-P-0142',
        caseDescription: 'Court-supervised sale of 12 Elm Street from the estate of Harold Guardian.',
        priority: 'High',
        dueDate: clock.dateIn(14),
      },
      status: 'In Progress',
      propertyIds: [ids.properties.elm],
      progressStatus: {
        initialConsultation: 'Complete',
        documentsReceived: 'Complete',
        courtFilingPreparation: 'In Progress',
      },
      openedDaysAgo: 50,
    }),
    ...legalCase(clock, ids.cases.oakGuardianship, {
      title: 'Guardianship of Rose Guardian',
      intake: {
        caseName: 'Guardianship Property - Alice',
        caseType: 'Guardianship Property',
        caseNumber: 'GP-2026-00077',
        courtFilingNumber: '',
        caseDescription: "Leave of court to sell the ward's duplex at 48 Oak Avenue.",
        priority: 'Medium',
        dueDate: clock.dateIn(30),
      },
      status: 'New',
      propertyIds: [ids.properties.oak],
      progressStatus: { initialConsultation: 'In Progress' },
      openedDaysAgo: 7,
    }),
    ...legalCase(clock, ids.cases.pineEstateSale, {
      title: 'Estate Sale of 9 Pine Road',
      intake: {
        caseName: 'Estate Sale - Alice',
        caseType: 'Estate Sale',
        caseNumber: 'ES-2025-00981',
        courtFilingNumber: 'SANG-2025-P-0981',
        caseDescription: 'Sale of the vacant lot awaiting the court approval hearing.',
        priority: 'Low',
        dueDate: clock.dateIn(5),
      },
      status: 'Review',
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
      updatedAt: clock.at(-2, '16:00'),
      updatedBy: PERSONAS.avery.uid,
    }),
  ];
}
