import { paths as domainPaths, ROUTE_ACCESS } from '@estatekey/domain';

/** Link targets of the app, with builders for the parameterised routes (the domain's `paths`). */
export const paths = domainPaths;

/** Every route pattern the router serves: the domain's ROUTE_ACCESS table, which also carries each route's guard. */
export const ROUTE_PATTERNS: readonly string[] = ROUTE_ACCESS.map((entry) => entry.path);
