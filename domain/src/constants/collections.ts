/** Firestore collection and document names (DESIGN §4). */
export const COLLECTIONS = {
  users: 'users',
  notifications: 'notifications',
  properties: 'properties',
  cases: 'cases',
  documents: 'documents',
  appointments: 'appointments',
  showings: 'showings',
  /** The buyer contact and notes of each showing, by showing id; the booking agent reads them. */
  showingBuyers: 'showingBuyers',
  /** Each property's showing settings, by property id; read and written through the API only. */
  showingSettings: 'showingSettings',
  /** The members' copy of each key pickup linked to a property, by appointment id (no contact details). */
  propertyKeyPickups: 'propertyKeyPickups',
  intakeRequests: 'intakeRequests',
  invitations: 'invitations',
  mail: 'mail',
  auditLog: 'auditLog',
  /** Private ICS feed tokens by hash; server only. */
  calendarFeeds: 'calendarFeeds',
  /** One reservation per case number, created with its case so no two cases share one; server only. */
  caseNumbers: 'caseNumbers',
  /** The rate limiter's fixed-window counters; server only. */
  rateLimits: 'rateLimits',
  /** Subcollection under properties/{id}: the sale's offers, server-written. */
  offers: 'offers',
  /** Subcollection under properties/{id}: the chain of custody of its keys, server-written, append-only. */
  custodyLog: 'custodyLog',
  /** Secure messages between two parties of a case or property; API-written, read by the two participants. */
  conversations: 'conversations',
  /** Subcollection under conversations/{id}: its messages, API-written, never changed (the legal record). */
  messages: 'messages',
  /** Subcollection under users/{uid}, properties/{id} and cases/{id} that no client reads (except notes, see COLLECTION_ACCESS). */
  private: 'private',
} as const;

/** Documents inside `private` subcollections. */
export const PRIVATE_DOCS = {
  userSecrets: 'secrets',
  /** `users/{uid}/private/notificationPreferences`: the e-mail setting of each notification category; server only. */
  notificationPreferences: 'notificationPreferences',
  caseNotes: 'notes',
  /** `properties/{id}/private/access`: the sealed lockbox code; server only. */
  propertyAccess: 'access',
} as const;

export const firestorePaths = {
  user: (uid: string) => `${COLLECTIONS.users}/${uid}`,
  userSecrets: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.private}/${PRIVATE_DOCS.userSecrets}`,
  notificationPreferences: (uid: string) =>
    `${COLLECTIONS.users}/${uid}/${COLLECTIONS.private}/${PRIVATE_DOCS.notificationPreferences}`,
  notifications: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}`,
  notification: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}/${id}`,
  property: (id: string) => `${COLLECTIONS.properties}/${id}`,
  propertyAccess: (id: string) =>
    `${COLLECTIONS.properties}/${id}/${COLLECTIONS.private}/${PRIVATE_DOCS.propertyAccess}`,
  custodyLog: (propertyId: string) => `${COLLECTIONS.properties}/${propertyId}/${COLLECTIONS.custodyLog}`,
  case: (id: string) => `${COLLECTIONS.cases}/${id}`,
  caseNotes: (caseId: string) => `${COLLECTIONS.cases}/${caseId}/${COLLECTIONS.private}/${PRIVATE_DOCS.caseNotes}`,
  document: (id: string) => `${COLLECTIONS.documents}/${id}`,
  appointment: (id: string) => `${COLLECTIONS.appointments}/${id}`,
  showing: (id: string) => `${COLLECTIONS.showings}/${id}`,
  showingBuyer: (showingId: string) => `${COLLECTIONS.showingBuyers}/${showingId}`,
  propertyKeyPickup: (appointmentId: string) => `${COLLECTIONS.propertyKeyPickups}/${appointmentId}`,
  intakeRequest: (id: string) => `${COLLECTIONS.intakeRequests}/${id}`,
  invitation: (tokenHash: string) => `${COLLECTIONS.invitations}/${tokenHash}`,
  mail: (id: string) => `${COLLECTIONS.mail}/${id}`,
  auditLog: (id: string) => `${COLLECTIONS.auditLog}/${id}`,
  conversation: (id: string) => `${COLLECTIONS.conversations}/${id}`,
  conversationMessages: (conversationId: string) =>
    `${COLLECTIONS.conversations}/${conversationId}/${COLLECTIONS.messages}`,
  conversationMessage: (conversationId: string, messageId: string) =>
    `${COLLECTIONS.conversations}/${conversationId}/${COLLECTIONS.messages}/${messageId}`,
} as const;
