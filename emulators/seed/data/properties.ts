import {
  emptyStatusData,
  newPropertyFields,
  propertyMemberIds,
  propertySchema,
  type PermissionLevel,
  type PropertyForm,
  type StatusData,
} from '@estatekey/domain';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { contactOf, entity, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';
import { saleFieldsOf } from './sales.ts';

interface DemoProperty {
  readonly form: Omit<PropertyForm, 'state' | 'contactInfo'>;
  readonly status: 'pending' | 'reviewing' | 'approved' | 'rejected';
  readonly statusData: Partial<StatusData>;
  readonly sharedWith: Record<string, PermissionLevel>;
  readonly caseIds: string[];
  readonly createdDaysAgo: number;
  readonly updatedBy: Persona;
}

/**
 * A property as submitted through the property form (`newPropertyFields`), then reviewed, shared and worked on;
 * memberIds follow the shares as the sharing API keeps them.
 */
function property(clock: SeedClock, id: string, owner: Persona, fields: DemoProperty): SeedDocument {
  const submitted = newPropertyFields({ ...fields.form, state: 'IL', contactInfo: contactOf(owner) });
  return entity(propertySchema, 'properties', `properties/${id}`, {
    ownerId: owner.uid,
    ...submitted,
    status: fields.status,
    statusData: { ...emptyStatusData(), ...fields.statusData },
    sharedWith: fields.sharedWith,
    memberIds: propertyMemberIds(owner.uid, fields.sharedWith),
    caseIds: fields.caseIds,
    ...saleFieldsOf(clock, id, fields.caseIds),
    createdAt: clock.at(-fields.createdDaysAgo, '11:00'),
    updatedAt: clock.at(-1, '15:30'),
    updatedBy: fields.updatedBy.uid,
  });
}

/** Properties in varied milestone states, owned by Alice and Eve, shared with Aaron. */
export function buildProperties(clock: SeedClock): SeedDocument[] {
  const { alice, eve, aaron } = PERSONAS;
  const ids = SEED_IDS;
  return [
    property(clock, ids.properties.elm, alice, {
      form: {
        address: '12 Elm Street',
        city: 'Springfield',
        zipCode: '62704',
        propertyType: 'residential',
        condition: 'good',
        additionalInfo: 'Three-bedroom family home of the late Harold Guardian; court confirmation required.',
      },
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
      createdDaysAgo: 55,
      updatedBy: aaron,
    }),
    property(clock, ids.properties.oak, alice, {
      form: {
        address: '48 Oak Avenue',
        city: 'Peoria',
        zipCode: '61602',
        propertyType: 'multiFamily',
        condition: 'fair',
        additionalInfo: 'Duplex of a ward in assisted living; tenant on the ground floor until month end.',
      },
      status: 'reviewing',
      statusData: { keyPickup: 'Completed', cleanout: 'In Progress' },
      sharedWith: { [aaron.uid]: 'view' },
      caseIds: [ids.cases.oakGuardianship],
      createdDaysAgo: 30,
      updatedBy: alice,
    }),
    property(clock, ids.properties.pine, alice, {
      form: {
        address: '9 Pine Road',
        city: 'Springfield',
        zipCode: '62707',
        propertyType: 'land',
        condition: 'needsWork',
        additionalInfo: 'Vacant lot next to the family home; survey pending.',
      },
      status: 'pending',
      statusData: {},
      sharedWith: {},
      caseIds: [ids.cases.pineEstateSale],
      createdDaysAgo: 3,
      updatedBy: alice,
    }),
    property(clock, ids.properties.maple, eve, {
      form: {
        address: '301 Maple Drive',
        city: 'Naperville',
        zipCode: '60540',
        propertyType: 'residential',
        condition: 'excellent',
        additionalInfo: 'Estate home under contract; inspection scheduled this week.',
      },
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
      createdDaysAgo: 80,
      updatedBy: aaron,
    }),
  ];
}
