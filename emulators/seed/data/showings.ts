import {
  DEFAULT_SHOWING_SETTINGS,
  showingBuyerSchema,
  showingSchema,
  type ShowingApprovalStatus,
  type ShowingFeedbackRequest,
  storedShowingSettingsSchema,
} from '@estatekey/domain';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { entity, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

/**
 * Aaron's showings on shared properties; ownerId lets the owner follow them. The buyer's contact and Aaron's notes
 * are a separate document only Aaron reads (showingBuyers). Alice approves each showing of 48 Oak Avenue herself: it
 * has one request waiting, one confirmed and one past showing with Aaron's feedback (no browser test counts its
 * showings, unlike 12 Elm Street's, where agents book without approval).
 */
export function buildShowings(clock: SeedClock): SeedDocument[] {
  const { alice, eve, aaron } = PERSONAS;
  const ids = SEED_IDS;
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
      status?: ShowingApprovalStatus;
      feedback?: ShowingFeedbackRequest;
    },
  ) => {
    const date = clock.dateIn(fields.days);
    const booked = entity(showingSchema, 'showings', `showings/${id}`, {
      agentId: aaron.uid,
      propertyId: fields.property.id,
      propertyAddress: fields.property.address,
      ownerId: fields.property.owner.uid,
      // Each property is shared with Aaron only, as the sharing API would have copied their members.
      memberIds: [fields.property.owner.uid, aaron.uid],
      date,
      startTime: fields.startTime,
      endTime: fields.endTime,
      fullStartTime: `${date}T${fields.startTime}`,
      fullEndTime: `${date}T${fields.endTime}`,
      clientName: fields.clientName,
      ...(fields.status ? { status: fields.status } : {}),
      ...(fields.feedback ? { feedback: fields.feedback, feedbackRequestCount: 1 } : {}),
      createdAt: clock.at(Math.min(fields.days, 0) - 2, '17:00'),
    });
    const buyer = entity(showingBuyerSchema, 'showingBuyers', `showingBuyers/${id}`, {
      agentId: aaron.uid,
      date,
      fullStartTime: `${date}T${fields.startTime}`,
      clientEmail: fields.clientEmail,
      clientPhone: fields.clientPhone,
      notes: fields.notes,
    });
    return [booked, buyer];
  };
  const elm = { id: ids.properties.elm, address: '12 Elm Street, Springfield, IL', owner: alice };
  const maple = { id: ids.properties.maple, address: '301 Maple Drive, Naperville, IL', owner: eve };
  const oak = { id: ids.properties.oak, address: '48 Oak Avenue, Peoria, IL', owner: alice };
  const oakSettings = entity(storedShowingSettingsSchema, 'showingSettings', `showingSettings/${oak.id}`, {
    ...DEFAULT_SHOWING_SETTINGS,
    approvalMode: 'owner-approval',
    minimumNoticeHours: 24,
  });
  return [
    oakSettings,
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
    ...showing(ids.showings.oakRequested, {
      property: oak,
      days: 4,
      startTime: '10:00',
      endTime: '10:30',
      clientName: 'Casey Newcomer',
      clientEmail: 'casey.newcomer@example.com',
      clientPhone: '',
      notes: 'First-time buyer; wants to see the upstairs unit.',
      status: 'requested',
    }),
    ...showing(ids.showings.oakConfirmed, {
      property: oak,
      days: 6,
      startTime: '13:00',
      endTime: '13:45',
      clientName: 'Devon Investor',
      clientEmail: '',
      clientPhone: '(555) 010-8300',
      notes: 'Looking at rental income.',
      status: 'confirmed',
    }),
    ...showing(ids.showings.oakPastWithFeedback, {
      property: oak,
      days: -5,
      startTime: '15:00',
      endTime: '15:30',
      clientName: 'Morgan Family',
      clientEmail: 'morgan.family@example.com',
      clientPhone: '',
      notes: '',
      status: 'confirmed',
      feedback: { interest: 3, priceOpinion: 'too-high', comments: 'Liked the layout; the roof worries them.' },
    }),
  ];
}
