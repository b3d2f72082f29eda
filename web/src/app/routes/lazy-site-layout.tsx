import { lazy } from 'react';

import { loadSiteLayout } from './frame-loaders';

/** The public site's frame (nav bar and footer) of /solutions, /pricing, /resources and /faq, in its own chunk. */
export const LazySiteLayout = lazy(() => loadSiteLayout().then((module) => ({ default: module.SiteLayout })));
