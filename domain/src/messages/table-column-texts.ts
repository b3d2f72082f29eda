/** Column headers the attorney's, the documents' and the showings' tables share. */
export const tableColumnTexts = {
  client: 'Client',
  status: 'Status',
  actions: 'Actions',
};
