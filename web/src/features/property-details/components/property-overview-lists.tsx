import Link from '@mui/material/Link';
import {
  CASE_STATUS_LABELS,
  formatLongUsDate,
  formatTime12h,
  propertiesTexts,
  type CaseSummary,
  type PropertyKeyPickup,
  type PropertyShowing,
  type Role,
  paths,
} from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { UpcomingList } from './upcoming-list';

const texts = propertiesTexts.page;

export function UpcomingShowings({ showings }: { showings: readonly PropertyShowing[] }) {
  return (
    <UpcomingList
      title={texts.showingsTitle}
      empty={texts.noShowings}
      entries={showings.map((showing) => ({
        id: showing._id,
        primary: texts.showingTime(
          formatLongUsDate(showing.date),
          formatTime12h(showing.startTime),
          formatTime12h(showing.endTime),
        ),
        secondary: texts.showingFor(showing.clientName),
      }))}
    />
  );
}

export function UpcomingKeyPickups({ keyPickups }: { keyPickups: readonly PropertyKeyPickup[] }) {
  return (
    <UpcomingList
      title={texts.keyPickupsTitle}
      empty={texts.noKeyPickups}
      entries={keyPickups.map((pickup) => ({
        id: pickup._id,
        primary: texts.keyPickupTime(formatLongUsDate(pickup.date), formatTime12h(pickup.time)),
        secondary: pickup.needsCleanout ? texts.withCleanout : undefined,
      }))}
    />
  );
}

interface AssociatedCaseListProps {
  readonly cases: readonly CaseSummary[];
  /** Attorneys open a case on their case page; the others see its name and status. */
  readonly role: Role | null;
}

export function AssociatedCaseList({ cases, role }: AssociatedCaseListProps) {
  return (
    <UpcomingList
      title={texts.casesTitle}
      empty={texts.noCases}
      entries={cases.map((legalCase) => ({
        id: legalCase._id,
        primary:
          role === 'Attorney' ? (
            <Link component={RouterLink} to={paths.attorneyCase(legalCase._id)}>
              {legalCase.caseName}
            </Link>
          ) : (
            legalCase.caseName
          ),
        secondary: `${texts.caseNumber(legalCase.caseNumber)} · ${texts.caseStatus(CASE_STATUS_LABELS[legalCase.status])}`,
      }))}
    />
  );
}
