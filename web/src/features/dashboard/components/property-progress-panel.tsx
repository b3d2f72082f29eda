import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPropertyLabel, messages, propertyProgressPercent, signedInAreaMessages } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useMemberPropertiesSnapshot } from '../api/use-member-properties';
import { DashboardSection } from './dashboard-section';
import { ProgressSummary } from './progress-summary';

function PropertyProgress({ offerAddProperty }: { offerAddProperty: boolean }) {
  const properties = useMemberPropertiesSnapshot();
  if (properties.status === 'loading') return <Skeleton variant="rounded" height={72} />;
  if (properties.data.length === 0) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: offerAddProperty ? 2 : 0 }}>
          {messages.dashboard.noProperties}
        </Typography>
        {offerAddProperty && (
          <Button component={RouterLink} to={paths.submitProperty} variant="contained">
            {messages.dashboard.addProperty}
          </Button>
        )}
      </>
    );
  }
  return (
    <ProgressSummary
      selectLabel={messages.dashboard.selectProperty}
      options={properties.data.map((property) => ({
        id: property.id,
        label: formatPropertyLabel(property),
        percent: propertyProgressPercent(property.statusData),
      }))}
    />
  );
}

/**
 * Property Progress (spec part 1 §2.10): a selector of the user's properties ('address, city, state'), the first one
 * selected, and its milestone progress. Without properties: the empty state, with 'Add Property' for clients.
 */
export function PropertyProgressPanel({ offerAddProperty }: { offerAddProperty: boolean }) {
  return (
    <DashboardSection title={messages.dashboard.propertyProgress}>
      <LiveDataBoundary
        label="property progress"
        fallback={<Alert severity="warning">{signedInAreaMessages.progressUnavailable}</Alert>}
      >
        <PropertyProgress offerAddProperty={offerAddProperty} />
      </LiveDataBoundary>
    </DashboardSection>
  );
}
