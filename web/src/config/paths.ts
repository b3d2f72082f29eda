import { paths, ROUTE_ACCESS } from '@estatekey/domain';

// Link targets come from the domain's `paths` everywhere; this file holds only what the web app adds to them.

/** Every route pattern the router serves: the domain's ROUTE_ACCESS table, which also carries each route's guard. */
export const ROUTE_PATTERNS: readonly string[] = ROUTE_ACCESS.map((entry) => entry.path);

/** The landing page's two public modals, which other public pages may open there. */
export const LANDING_INTAKE_PARAM = 'intake';
export const LANDING_INTAKE_KINDS = ['keyPickup', 'propertyForSale'] as const;
export type LandingIntakeKind = (typeof LANDING_INTAKE_KINDS)[number];

/** The landing page with one of its modals open. */
export function landingIntakeLink(kind: LandingIntakeKind): string {
  return `${paths.landing}?${LANDING_INTAKE_PARAM}=${kind}`;
}
