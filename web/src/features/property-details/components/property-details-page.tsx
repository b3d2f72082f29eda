import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canDecideShowing,
  canSetLockboxCode,
  nonMemberSaleRelations,
  type Property,
  propertiesTexts,
  type PropertyOverviewResponse,
  type Role,
  saleRelations,
} from '@estatekey/domain';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { NotFoundView } from '../../../components/errors/not-found-view';
import { RetryAlert } from '../../../components/errors/retry-alert';
import { PropertyStatusPanel } from '../../../components/property-status/property-status-panel';
import { ReviewStatusChip } from '../../../components/property-status/review-status-chip';
import { SalePathPanel } from '../../../components/sale-path/sale-path-panel';
import { ApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { usePropertyKeyPickupsSnapshot } from '../../../data/appointments/use-property-key-pickups';
import { useLiveProperty } from '../../../data/properties/use-live-property';
import { usePropertyShowingsSnapshot } from '../../../data/showings/use-property-showings';
import { usePropertyOverview } from '../api/use-property-overview';
import { PropertyFacts } from './property-facts';
import { AssociatedCaseList, UpcomingKeyPickups, UpcomingShowings } from './property-overview-lists';
import { KeyCustodySection } from './key-custody-section';
import { ShowingFeedbackSection } from './showing-feedback-section';
import { ShowingSettingsCard } from './showing-settings-card';

const texts = propertiesTexts.page;

interface Viewer {
  readonly uid: string;
  readonly role: Role | null;
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={texts.loading} />
    </Box>
  );
}

/** The property's heading, details and status panel, from whichever copy of the property the caller may follow. */
function PropertyMain({ property, viewer, member }: { property: Property; viewer: Viewer; member: boolean }) {
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
          {property.address}
        </Typography>
        <ReviewStatusChip status={property.status} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {[property.city, `${property.state} ${property.zipCode}`.trim()].filter((part) => part !== '').join(', ')}
      </Typography>
      {!member && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {texts.readOnlyNote}
        </Alert>
      )}
      <Stack spacing={3}>
        <PropertyFacts property={property} />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <PropertyStatusPanel property={property} role={viewer.role} uid={viewer.uid} headingComponent="h2" />
        </Paper>
      </Stack>
    </>
  );
}

/** A member's relations come from the property; anyone else sees the page through a linked case. */
function propertySaleRelations(overview: PropertyOverviewResponse, uid: string, role: Role) {
  return overview.member ? saleRelations({ role, uid, property: overview.property }, []) : nonMemberSaleRelations(role);
}

const caseIdsKey = (property: Pick<Property, 'caseIds'>) => [...property.caseIds].sort().join(',');

/**
 * A member (or an admin) follows the property document itself, so milestone changes show without reload. A case
 * linked or unlinked changes its `caseIds`: the overview is fetched again, since which linked cases the caller may
 * see listed (canListCaseOfProperty) is the server's to decide, not a listener's.
 */
function LivePropertyMain({
  overview,
  viewer,
  reload,
}: {
  overview: PropertyOverviewResponse;
  viewer: Viewer;
  reload: () => void;
}) {
  const live = useLiveProperty(overview.property.id);
  const liveCaseIds = live.status === 'success' && live.data !== null ? caseIdsKey(live.data) : null;
  const loadedCaseIds = caseIdsKey(overview.property);
  useEffect(() => {
    if (liveCaseIds !== null && liveCaseIds !== loadedCaseIds) reload();
  }, [liveCaseIds, loadedCaseIds, reload]);
  if (live.status === 'loading') return <Loading />;
  if (live.data === null) return <NotFoundView />;
  return <PropertyMain property={live.data} viewer={viewer} member />;
}

/** The owner, a 'manage' share or an admin confirms or declines showing requests (SHOWING_ACCESS.decideShowing). */
function viewerDecides(overview: PropertyOverviewResponse, viewer: Viewer): boolean {
  return viewer.role !== null && canDecideShowing({ role: viewer.role, uid: viewer.uid, property: overview.property });
}

/** The owner, a 'manage' share or an admin sets the lockbox code (KEY_CUSTODY_ACCESS.setLockboxCode). */
function viewerSetsCode(overview: PropertyOverviewResponse, viewer: Viewer): boolean {
  return viewer.role !== null && canSetLockboxCode({ role: viewer.role, uid: viewer.uid, property: overview.property });
}

/** A member (or an admin) follows the property's showings, so one booked, moved or cancelled shows without reload. */
function LiveUpcomingShowings({ overview, viewer }: { overview: PropertyOverviewResponse; viewer: Viewer }) {
  const live = usePropertyShowingsSnapshot(overview.property.id, viewer.role === 'Admin');
  // Until the first snapshot arrives, the showings the page loaded with.
  return (
    <UpcomingShowings
      showings={live.status === 'success' ? live.data : overview.showings}
      canDecide={viewerDecides(overview, viewer)}
      showMore={live.showMore}
    />
  );
}

/** A member (or an admin) follows the property's key pickups, so one booked or cancelled shows without reload. */
function LiveUpcomingKeyPickups({ overview, viewer }: { overview: PropertyOverviewResponse; viewer: Viewer }) {
  const live = usePropertyKeyPickupsSnapshot(overview.property.id, viewer.role === 'Admin');
  // Until the first snapshot arrives, the key pickups the page loaded with.
  return (
    <UpcomingKeyPickups
      keyPickups={live.status === 'success' ? live.data : overview.keyPickups}
      showMore={live.showMore}
    />
  );
}

function PropertyOverview({
  overview,
  viewer,
  reload,
}: {
  overview: PropertyOverviewResponse;
  viewer: Viewer;
  reload: () => void;
}) {
  const fromApi = <PropertyMain property={overview.property} viewer={viewer} member={overview.member} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {overview.member ? (
            // Losing access while the page is open ends the listener; the answer the page loaded stays on screen.
            <LiveDataBoundary label="property page" fallback={fromApi}>
              <LivePropertyMain overview={overview} viewer={viewer} reload={reload} />
            </LiveDataBoundary>
          ) : (
            fromApi
          )}
          {viewer.role !== null && (
            <Box sx={{ mt: 3 }}>
              <SalePathPanel
                propertyId={overview.property.id}
                viewer={{ role: viewer.role, relations: propertySaleRelations(overview, viewer.uid, viewer.role) }}
                live={overview.member}
              />
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            {overview.member ? (
              <LiveDataBoundary label="property showings" fallback={<UpcomingShowings showings={overview.showings} />}>
                <LiveUpcomingShowings overview={overview} viewer={viewer} />
              </LiveDataBoundary>
            ) : (
              <UpcomingShowings showings={overview.showings} />
            )}
            {overview.member ? (
              <LiveDataBoundary
                label="property key pickups"
                fallback={<UpcomingKeyPickups keyPickups={overview.keyPickups} />}
              >
                <LiveUpcomingKeyPickups overview={overview} viewer={viewer} />
              </LiveDataBoundary>
            ) : (
              <UpcomingKeyPickups keyPickups={overview.keyPickups} />
            )}
            {viewerDecides(overview, viewer) && (
              <>
                <ShowingSettingsCard propertyId={overview.property.id} />
                <LiveDataBoundary label="showing feedback" fallback={null}>
                  <ShowingFeedbackSection propertyId={overview.property.id} admin={viewer.role === 'Admin'} />
                </LiveDataBoundary>
              </>
            )}
            {overview.member && (
              <LiveDataBoundary label="key custody" fallback={null}>
                <KeyCustodySection propertyId={overview.property.id} canSetCode={viewerSetsCode(overview, viewer)} />
              </LiveDataBoundary>
            )}
            <AssociatedCaseList cases={overview.cases} role={viewer.role} />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

/**
 * /properties/{propertyId}: the property for everyone who may see it — members, admins, and the attorney
 * and client of an associated case — with its live status panel, upcoming showings and key pickups and the cases
 * the caller may read. Everyone else gets the not-found view, as for a property that does not exist.
 */
export function PropertyDetailsPage() {
  const { propertyId = '' } = useParams();
  const session = useAuthSession();
  const { request, reload } = usePropertyOverview(propertyId);
  // The last answer stays on screen while the next one loads.
  const [shown, setShown] = useState<PropertyOverviewResponse | null>(null);
  if (request.status === 'success' && request.data !== shown) setShown(request.data);
  if (session.status !== 'signedIn') return <Loading />;
  const viewer = { uid: session.user.uid, role: session.role };

  if (request.status === 'loading') {
    return shown === null || shown.property.id !== propertyId ? (
      <Loading />
    ) : (
      <PropertyOverview overview={shown} viewer={viewer} reload={reload} />
    );
  }
  if (request.status === 'error') {
    if (request.error instanceof ApiError && request.error.status === 404) return <NotFoundView />;
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <RetryAlert onRetry={reload}>{texts.loadFailed}</RetryAlert>
      </Container>
    );
  }
  return <PropertyOverview overview={request.data} viewer={viewer} reload={reload} />;
}
