import { emptyStatusData, propertySchema, type Property, type StatusData } from '@estatekey/domain';

const CREATED = new Date('2026-02-01T09:00:00Z');

export const OWNER_UID = 'owner-uid';

/** A stored property as the converter hands it to components; every field can be overridden. */
export function propertyFixture(
  overrides: Partial<Omit<Property, 'statusData'>> & { statusData?: Partial<StatusData> } = {},
): Property {
  const { statusData, ...fields } = overrides;
  return propertySchema.parse({
    id: 'property-1',
    ownerId: OWNER_UID,
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    propertyType: 'residential',
    condition: 'good',
    contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
    additionalInfo: 'Three-bedroom family home.',
    status: 'pending',
    statusData: { ...emptyStatusData(), ...statusData },
    sharedWith: {},
    memberIds: [OWNER_UID],
    caseIds: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    updatedBy: OWNER_UID,
    ...fields,
  });
}
