/**
 * What the route guard and the API say to a signed-in user of the wrong role. Apart from the account screens' texts,
 * so the route table (on every page, the landing page too) does not bring them.
 */
export const accessTexts = {
  notAttorney: 'You do not have attorney privileges',
};
