import { commonTexts, matchRoute, pageTitleTexts } from '@estatekey/domain';
import { useLocation } from 'react-router';

/** The heading of the current route, from the domain's page titles. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  return pageTitleTexts[matchRoute(pathname).path] ?? commonTexts.productName;
}
