import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  dashboardTexts,
  formatPropertyLabel,
  propertyProgressPercent,
  signedInAreaTexts,
  paths,
} from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { PropertyStatusPanel } from '../../../components/property-status/property-status-panel';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useMemberPropertiesSnapshot } from '../api/use-member-properties';
import { DashboardSection } from './dashboard-section';
import { ProgressSummary } from './progress-summary';

interface PropertyProgressProps {
  readonly offerAddProperty: boolean;
  /** Under the bar, the selected property's status panel with the milestones the user may set (the agent's view). */
  readonly showStatusPanel?: boolean;
}

function PropertyProgress({ offerAddProperty, showStatusPanel = false }: PropertyProgressProps) {
  const properties = useMemberPropertiesSnapshot();
  const session = useAuthSession();
  if (properties.status === 'loading') return <Skeleton variant="rounded" height={72} />;
  if (properties.data.length === 0) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: offerAddProperty ? 2 : 0 }}>
          {dashboardTexts.noProperties}
        </Typography>
        {offerAddProperty && (
          <Button component={RouterLink} to={paths.submitProperty} variant="contained">
            {dashboardTexts.addProperty}
          </Button>
        )}
      </>
    );
  }
  return (
    <ProgressSummary
      selectLabel={dashboardTexts.selectProperty}
      showMore={properties.showMore}
      showMoreLabel={dashboardTexts.showMoreProperties}
      options={properties.data.map((property) => ({
        id: property.id,
        label: formatPropertyLabel(property),
        percent: propertyProgressPercent(property.statusData),
      }))}
      renderDetails={
        showStatusPanel && session.status === 'signedIn'
          ? (selectedId) => {
              const property = properties.data.find((candidate) => candidate.id === selectedId);
              return property ? (
                <PropertyStatusPanel
                  property={property}
                  role={session.role}
                  uid={session.user.uid}
                  headingComponent="h3"
                />
              ) : null;
            }
          : undefined
      }
    />
  );
}

/**
 * Property Progress (spec part 1 §2.10): a selector of the user's properties ('address, city, state'), the first one
 * selected, and its milestone progress (for agents also its status panel, spec part 1 §2.11). Without properties: the
 * empty state, with 'Add Property' for clients.
 */
export function PropertyProgressPanel(props: PropertyProgressProps) {
  return (
    <DashboardSection title={dashboardTexts.propertyProgress}>
      <LiveDataBoundary
        label="property progress"
        fallback={<Alert severity="warning">{signedInAreaTexts.progressUnavailable}</Alert>}
      >
        <PropertyProgress {...props} />
      </LiveDataBoundary>
    </DashboardSection>
  );
}
