export const statusTexts = {
  title: 'Property Status',
  updated: 'Status updated successfully',
  updateFailed: 'Failed to update status',
  propertyUpdated: 'Property status updated successfully',
  propertyUpdateFailed: 'Failed to update property status',
  propertyMissing: 'Property information is missing',
  noPermission: 'You do not have permission to update this status.',
  agentApprovalNote: 'Some status updates require Guardian or Executor approval.',
  readOnly: 'Read only',
} as const;
