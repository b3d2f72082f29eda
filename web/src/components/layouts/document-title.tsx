import { commonTexts } from '@estatekey/domain';

import { usePageTitle } from './use-page-title';

/** React 19 hoists <title> into <head>; every route gets a distinct browser tab title. */
export function DocumentTitle() {
  const title = usePageTitle();
  const productName = commonTexts.productName;
  return <title>{title === productName ? productName : `${title} | ${productName}`}</title>;
}
