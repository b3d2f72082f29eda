import { sidebarTexts } from './public-site-texts';

export const dashboardTexts = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  completeProfile: 'Please complete your profile',
  cards: {
    properties: sidebarTexts.properties,
    keyPickups: 'Key Pickups',
    documents: sidebarTexts.documents,
    notifications: sidebarTexts.notifications,
    activeListings: 'Active Listings',
    cases: 'Cases',
  },
  documentsSummary: (total: number, cases: number) =>
    `${total} ${total === 1 ? 'document' : 'documents'} in ${cases} ${cases === 1 ? 'case' : 'cases'}`,
  shortcuts: {
    submitProperty: sidebarTexts.submitProperty,
    schedulePickup: sidebarTexts.schedulePickup,
    uploadDocuments: sidebarTexts.uploadDocuments,
    notifications: sidebarTexts.notifications,
    properties: sidebarTexts.properties,
    documents: sidebarTexts.documents,
    scheduleShowing: sidebarTexts.scheduleShowing,
    viewAllActivity: 'View All Activity',
    submitClientInfo: sidebarTexts.submitClientInfo,
    uploadCourtDocuments: sidebarTexts.uploadCourtDocuments,
  },
  propertyProgress: 'Property Progress',
  caseProgress: 'Case Progress',
  selectProperty: 'Select property',
  selectCase: 'Select case',
  /** Under a selector that holds one page of a long list: reads the next page into it. */
  showMoreProperties: 'Show more properties',
  showMoreCases: 'Show more cases',
  noProperties: "You haven't added any properties yet.",
  addProperty: 'Add Property',
  noCases: "You don't have any client cases yet.",
  addClientCase: 'Add Client Case',
  recentActivity: 'Recent Activity',
  noRecentActivity: 'No recent activity yet.',
  percentComplete: (percent: number) => `${Math.round(percent)}% complete`,
} as const;
