import {
  caseSchema,
  emptyProgressStatus,
  emptyStatusData,
  notificationSchema,
  propertySchema,
  type Case,
  type Notification,
  type Property,
  type StatusData,
} from '@estatekey/domain';

const CREATED = new Date('2026-01-10T09:00:00Z');

export function propertyFixture(
  id: string,
  address: { address: string; city: string; state: string },
  statusData: Partial<StatusData> = {},
): Property {
  return propertySchema.parse({
    id,
    ownerId: 'owner-1',
    ...address,
    zipCode: '62701',
    propertyType: 'residential',
    condition: 'good',
    contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
    status: 'approved',
    statusData: { ...emptyStatusData(), ...statusData },
    sharedWith: {},
    memberIds: ['owner-1'],
    caseIds: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    updatedBy: 'owner-1',
  });
}

export function caseFixture(id: string, title: string, completedStages: number): Case {
  const progressStatus = emptyProgressStatus();
  for (const stage of Object.keys(progressStatus).slice(0, completedStages)) {
    progressStatus[stage as keyof typeof progressStatus] = 'Complete';
  }
  return caseSchema.parse({
    id,
    title,
    caseName: title,
    caseType: 'Probate Real Estate',
    caseNumber: `PRE-2026-${id}`,
    status: 'In Progress',
    priority: 'Medium',
    dueDate: null,
    attorneyId: 'attorney-1',
    clientId: null,
    client: { firstName: 'Alice', lastName: 'Guardian', email: 'alice.guardian@example.com', role: 'Guardian' },
    propertyIds: [],
    progressStatus,
    memberIds: ['attorney-1'],
    createdAt: CREATED,
    updatedBy: 'attorney-1',
  });
}

export function notificationFixture(id: string, fields: Partial<Notification> = {}): Notification {
  return notificationSchema.parse({
    id,
    title: `Notification ${id}`,
    message: `Message ${id}`,
    read: false,
    category: 'property',
    link: '/submit-property',
    createdAt: CREATED,
    ...fields,
  });
}
