import { formTexts } from './form-texts';
import { sidebarTexts } from './public-site-texts';
import { mailTexts } from './mail-texts';

/**
 * Texts of the admin area: the admin API's answers and refusals, the owner's notification of a review
 * decision and the admin screens. The spec shows the admin menu but no content, so none of these are spec wording.
 */
/** One wording for a failed admin action and for the lists' 'all' filter, on every admin screen. */
const actionFailed = 'That did not work. Please try again.';
const allStatuses = 'All statuses';

export const adminTexts = {
  /** The footer of a server-paged list: `total` is null while more pages may follow. */
  displayedRows: (from: number, to: number, total: number | null) =>
    total === null ? `${from}–${to} of more than ${to}` : `${from}–${to} of ${total}`,
  /** A list's pager and its empty page (the words of the Data Grid's own, so both views of a list read alike). */
  previousPage: 'Go to previous page',
  nextPage: 'Go to next page',
  emptyList: 'No rows',
  errors: {
    selfRoleChange: 'You cannot change your own role. Ask another admin to do it.',
    selfDisable: 'You cannot disable your own account. Ask another admin to do it.',
    reviewTransition: (from: string, to: string) => `A property that is ${from} cannot be marked ${to}.`,
    rejectReasonRequired: 'Give a reason for rejecting the property.',
    intakeNotFound: 'Intake request not found',
    alreadyConverted: 'This request has already been converted.',
    convertedIsFinal: 'A converted request keeps its status.',
    ownerNotFound: 'No user with this id.',
    pickupNeedsOwner: 'A key pickup request is converted for an existing user: choose the owner.',
    chooseOwner: 'Choose an existing user or give the e-mail address of the owner to invite.',
    invalidPageToken: 'The page token is not valid.',
  },
  success: {
    roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
    disabled: (name: string) => `${name} is disabled and signed out everywhere.`,
    enabled: (name: string) => `${name} can sign in again.`,
    verificationSent: 'A new verification link has been sent.',
    reviewUpdated: (status: string) => `Review status set to ${status}.`,
    intakeUpdated: 'Intake request updated.',
    convertedToProperty: 'The request is now a property of the chosen owner.',
    convertedWithInvitation: (email: string) =>
      `The request is now a property; ${email} was invited to sign up and take it over.`,
    convertedToAppointment: 'The request is now a scheduled key pickup.',
    privateFieldsMoved: (counts: {
      readonly lockboxCodes: number;
      readonly profiles: number;
      readonly showings: number;
      readonly buyerWindows: number;
    }) =>
      `Moved ${counts.lockboxCodes} lockbox codes and the buyer details of ${counts.showings} showings to private documents; removed the code from ${counts.profiles} profiles; completed ${counts.buyerWindows} buyer documents with their showing's date and start.`,
  },
  notifications: {
    /** Admins hear of every public intake request. */
    intakeKeyPickup: (contactName: string, date: string, time: string) => ({
      title: mailTexts.intake.keyPickupSubject,
      message: `${contactName} requested a key pickup on ${date} at ${time}.`,
    }),
    intakeProperty: (contactName: string, address: string) => ({
      title: mailTexts.intake.propertySubject,
      message: `${contactName} submitted ${address} for sale.`,
    }),
    /** The owner learns of every review decision; a rejection carries the reason. */
    reviewChanged: (address: string, status: string, reason: string | null) => ({
      title: 'Property review updated',
      message:
        reason === null || reason === ''
          ? `${address} is now ${status}.`
          : `${address} is now ${status}. Reason: ${reason}`,
    }),
  },
  users: {
    title: sidebarTexts.manageUsers,
    gridLabel: 'Users',
    roleFilter: 'Role',
    allRoles: 'All roles',
    search: 'Search by name or e-mail',
    columns: {
      name: 'Name',
      email: 'E-mail',
      role: 'Role',
      verified: 'Verified',
      onboarding: 'Onboarding',
      status: 'Status',
      created: 'Created',
      actions: 'Actions',
    },
    yes: 'Yes',
    no: 'No',
    onboardingDone: 'Done',
    onboardingOpen: 'Open',
    active: 'Active',
    disabledStatus: 'Disabled',
    changeRole: 'Change role',
    disable: 'Disable',
    enable: 'Enable',
    resendVerification: 'Resend verification',
    newRole: 'New role',
    chooseOtherRole: 'Choose a role other than the current one.',
    confirmRole: (name: string, role: string) =>
      `Change the role of ${name} to ${role}? They are signed out at once and get the ${role} menu at their next sign-in.`,
    confirmRoleButton: (role: string) => `Make ${role}`,
    cancel: 'Cancel',
    loadFailed: 'The users could not be loaded.',
    actionFailed,
  },
  intake: {
    title: sidebarTexts.intakeRequests,
    gridLabel: 'Intake requests',
    kindFilter: 'Kind',
    statusFilter: 'Status',
    allKinds: 'All kinds',
    allStatuses,
    columns: { received: 'Received', kind: 'Kind', contact: 'Contact', summary: 'Request', status: 'Status' },
    open: 'Open',
    details: 'Request details',
    close: 'Close',
    note: 'Note',
    newStatus: 'New status',
    saveStatus: 'Save status',
    convert: 'Convert',
    convertTitle: 'Convert this request',
    ownerChoice: 'Owner',
    existingOwner: 'Existing user',
    invitedOwner: 'Invite a new owner',
    ownerEmail: "Owner's e-mail",
    inviteEmail: 'E-mail to invite',
    inviteRole: 'Invite as',
    noUserWithEmail: 'No user has this e-mail address.',
    pickupOwnerOnly: 'A key pickup is scheduled for an existing user.',
    convertedTo: (targetId: string) => `Converted: ${targetId}`,
    loadFailed: 'The intake requests could not be loaded.',
    actionFailed,
    fields: {
      address: 'Property',
      type: 'Type',
      condition: 'Condition',
      pickup: 'Pickup',
      cleanout: 'Needs cleanout',
      details: 'Details',
      email: 'E-mail',
      phone: 'Phone',
    },
  },
  dashboard: {
    openIntake: 'Open Intake Requests',
    openIntakeCaption: 'New or contacted, waiting for an admin',
    users: 'Users',
    usersCaption: 'Accounts of every role',
    pendingReview: 'Awaiting Review',
    pendingReviewCaption: 'Properties pending or in review',
    overview: 'Overview',
    usersByRole: 'Users by role',
    propertiesByStatus: 'Properties by review status',
    newestAudit: 'Newest audit-log entries',
    viewAuditLog: 'View the audit log',
    noAudit: 'Nothing recorded yet.',
    loadFailed: 'The overview could not be loaded.',
  },
  auditLog: {
    title: 'Audit Log',
    gridLabel: 'Audit log entries',
    actorFilter: 'Actor (user id)',
    targetFilter: 'Target id',
    exportCsv: 'Export CSV',
    exportFailed: 'The export could not be downloaded.',
    exportFileName: 'audit-log.csv',
    columns: {
      at: 'When',
      actor: 'Actor',
      action: 'Action',
      targetType: 'Target type',
      targetId: 'Target',
      details: 'Details',
    },
    loadFailed: 'The audit log could not be loaded.',
  },
  mailOutbox: {
    title: 'Mail delivery problems',
    intro: 'Mail the server gave up on: the address refused it, or it could not be sent for 3 days.',
    gridLabel: 'Mail that could not be delivered',
    columns: {
      createdAt: 'Queued',
      to: 'Recipient',
      template: 'Kind',
      attempts: 'Attempts',
      error: 'Last error',
      lastAttemptAt: 'Last attempt',
    },
    loadFailed: 'Mail delivery problems could not be loaded.',
  },
  properties: {
    title: sidebarTexts.manageProperties,
    gridLabel: 'Properties',
    statusFilter: formTexts.labels.reviewStatus,
    allStatuses,
    search: "Search by owner's name or e-mail",
    columns: {
      address: 'Address',
      owner: 'Owner',
      status: formTexts.labels.reviewStatus,
      progress: 'Progress',
      created: 'Created',
    },
    open: 'Open',
    details: 'Property details',
    close: 'Close',
    noOwner: 'Unknown owner',
    review: 'Review',
    reason: 'Reason (required to reject)',
    markAs: (status: string) => `Mark ${status}`,
    contact: 'Contact',
    loadFailed: 'The properties could not be loaded.',
    actionFailed,
  },
  intakeStatusLabels: {
    new: 'New',
    contacted: 'Contacted',
    converted: 'Converted',
    dismissed: 'Dismissed',
  },
  intakeKindLabels: {
    property: 'Property for sale',
    keyPickup: 'Key pickup request',
  },
} as const;
