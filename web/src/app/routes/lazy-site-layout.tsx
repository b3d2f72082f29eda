import { lazy } from 'react';

/** The public site's frame (nav bar and footer) of /solutions, /pricing, /resources and /faq, in its own chunk. */
export const LazySiteLayout = lazy(() =>
  import('../../components/layouts/site-layout').then((module) => ({ default: module.SiteLayout })),
);
