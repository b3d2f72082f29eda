import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  agentTexts,
  commonTexts,
  dashboardTexts,
  formatPropertyLabel,
  pageTitleTexts,
  type PermissionLevel,
  type Property,
  propertyProgressPercent,
  sharingTexts,
  paths,
} from '@estatekey/domain';
import { useId } from 'react';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { PropertyStatusPanel } from '../../../components/property-status/property-status-panel';
import { DescriptionList } from '../../../components/ui/description-list';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useMemberProperties } from '../../../data/properties/use-member-properties';

const text = agentTexts.agentProperties;
const PERMISSION_LABELS: Record<PermissionLevel, string> = {
  view: sharingTexts.permissionView,
  manage: sharingTexts.permissionManage,
};

function PropertyCard({ property, uid, role }: { property: Property; uid: string; role: 'Agent' | null }) {
  const headingId = useId();
  const permission = property.sharedWith[uid];
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {formatPropertyLabel(property)}
        </Typography>
        <DescriptionList
          rows={[
            { label: text.owner, value: property.contactInfo.name || commonTexts.notProvided },
            { label: text.permission, value: permission ? PERMISSION_LABELS[permission] : commonTexts.notProvided },
            {
              label: text.progress,
              value: dashboardTexts.percentComplete(propertyProgressPercent(property.statusData)),
            },
          ]}
        />
        <PropertyStatusPanel property={property} role={role} uid={uid} headingComponent="h3" />
      </CardContent>
    </Card>
  );
}

function SharedProperties({ uid, role }: { uid: string; role: 'Agent' | null }) {
  const properties = useMemberProperties((all) => all.filter((property) => property.sharedWith[uid] !== undefined));
  if (properties.status === 'loading') {
    return <CircularProgress aria-label={text.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  }
  if (properties.data.length === 0) return <Typography color="text.secondary">{text.none}</Typography>;
  return (
    <Stack spacing={3}>
      {properties.data.map((property) => (
        <PropertyCard key={property.id} property={property} uid={uid} role={role} />
      ))}
      <ShowMoreButton showMore={properties.showMore} label={text.showMore} />
    </Stack>
  );
}

/**
 * /properties for agents (DESIGN §8): the properties shared with them, live, each with its owner, the agent's permission
 * level, the progress and the status panel with the milestones the agent may set.
 */
export function AgentPropertiesPage() {
  const session = useAuthSession();
  if (session.status !== 'signedIn') return null;
  const role = session.role === 'Agent' ? 'Agent' : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {pageTitleTexts[paths.properties]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.intro}
      </Typography>
      <LiveDataBoundary label="agent properties" fallback={<Alert severity="error">{text.loadFailed}</Alert>}>
        <SharedProperties uid={session.user.uid} role={role} />
      </LiveDataBoundary>
    </Container>
  );
}
