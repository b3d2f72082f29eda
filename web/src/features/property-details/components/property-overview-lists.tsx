import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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

import { ShowingApprovalChip } from '../../../components/showings/showing-approval-chip';
import { ShowingDecisionActions } from '../../../components/showings/showing-decision-actions';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { UpcomingList } from './upcoming-list';

const texts = propertiesTexts.page;

/** The coming showings with their approval; whoever manages the property confirms or declines requests here. */
export function UpcomingShowings({
  showings,
  canDecide = false,
  showMore,
}: {
  showings: readonly PropertyShowing[];
  canDecide?: boolean;
  showMore?: (() => void) | null | undefined;
}) {
  return (
    <UpcomingList
      title={texts.showingsTitle}
      footer={<ShowMoreButton showMore={showMore} label={texts.showMoreShowings} />}
      empty={texts.noShowings}
      entries={showings.map((showing) => {
        const when = texts.showingTime(
          formatLongUsDate(showing.date),
          formatTime12h(showing.startTime),
          formatTime12h(showing.endTime),
        );
        return {
          id: showing._id,
          primary: when,
          secondary: texts.showingFor(showing.clientName),
          actions: (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <ShowingApprovalChip status={showing.status} />
              {canDecide && showing.status === 'requested' && (
                <ShowingDecisionActions showingId={showing._id} label={when} />
              )}
            </Stack>
          ),
        };
      })}
    />
  );
}

export function UpcomingKeyPickups({
  keyPickups,
  showMore,
}: {
  keyPickups: readonly PropertyKeyPickup[];
  showMore?: (() => void) | null | undefined;
}) {
  return (
    <UpcomingList
      title={texts.keyPickupsTitle}
      footer={<ShowMoreButton showMore={showMore} label={texts.showMoreKeyPickups} />}
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
