import { commonTexts, matchRoute, PAGE_TITLES } from '@estatekey/domain';
import { useLocation } from 'react-router';

/** The heading of the current route, from the domain's page titles. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  return PAGE_TITLES[matchRoute(pathname).path] ?? commonTexts.productName;
}
