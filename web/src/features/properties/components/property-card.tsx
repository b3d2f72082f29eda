import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  canCallApi,
  canManageProperty,
  canShareProperty,
  dashboardTexts,
  documentRoutes,
  formatPropertyLabel,
  propertiesTexts,
  type Property,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  sharingTexts,
  propertyProgressPercent,
  type Role,
  statusTexts,
  paths,
} from '@estatekey/domain';
import { Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { AssociatedCases } from './associated-cases';
import { PropertyStatusPanel } from '../../../components/property-status/property-status-panel';
import { ReviewStatusChip } from '../../../components/property-status/review-status-chip';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

type OpenDialog = 'edit' | 'share' | null;

// The dialogs (their forms, the user search) load when their button is reached, not with the list.
const editDialog = preloadableLazy(() => import('./edit-property-dialog').then((module) => module.EditPropertyDialog));
const shareDialog = preloadableLazy(() =>
  import('./share-property-dialog').then((module) => module.SharePropertyDialog),
);

interface PropertyCardProps {
  readonly property: Property;
  readonly role: Role | null;
  readonly uid: string;
}

function relationOf(property: Property, uid: string): string {
  if (property.ownerId === uid) return propertiesTexts.list.owned;
  const level = property.sharedWith[uid];
  const permission = level === 'manage' ? sharingTexts.permissionManage : sharingTexts.permissionView;
  return propertiesTexts.list.sharedWithYou(permission);
}

/**
 * One property of the list (spec part 1 §2.15): address, review status and progress; expandable details with the
 * contact person, the associated legal cases and the status panel; Edit and Share for those allowed, View Details
 * for everyone. The UI only hides what the API and the rules refuse anyway.
 */
export function PropertyCard({ property, role, uid }: PropertyCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const titleId = useId();
  const detailsId = useId();

  const actor = role ? { role, uid, property } : null;
  const mayManage = actor !== null && canManageProperty(actor);
  const mayShare = actor !== null && canShareProperty(actor);
  const mayRemoveCases = mayManage && canCallApi(documentRoutes.disassociateProperty, role) === 'allow';
  const label = formatPropertyLabel(property);
  const percent = propertyProgressPercent(property.statusData);
  const percentText = dashboardTexts.percentComplete(percent);
  const { labels } = propertiesTexts;
  const closeDialog = () => setDialog(null);

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {label}
          </Typography>
          <ReviewStatusChip status={property.status} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {[
            property.zipCode,
            PROPERTY_TYPE_LABELS[property.propertyType],
            PROPERTY_CONDITION_LABELS[property.condition],
            relationOf(property, uid),
          ].join(' · ')}
        </Typography>
        {!expanded && (
          <>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`${statusTexts.title}: ${percentText}`}
              sx={{ height: 8, borderRadius: 4, mb: 0.5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {percentText}
            </Typography>
          </>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
          endIcon={
            <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
          }
        >
          {expanded ? propertiesTexts.list.hideDetails : propertiesTexts.list.showDetails}
        </Button>
        {mayManage && (
          <Button size="small" variant="outlined" onClick={() => setDialog('edit')} {...editDialog.preloadOnIntent}>
            {propertiesTexts.edit}
          </Button>
        )}
        <Button size="small" variant="outlined" component={RouterLink} to={paths.property(property.id)}>
          {propertiesTexts.viewDetails}
        </Button>
        {mayShare && (
          <Button size="small" variant="outlined" onClick={() => setDialog('share')} {...shareDialog.preloadOnIntent}>
            {propertiesTexts.share}
          </Button>
        )}
      </CardActions>
      <Collapse in={expanded} id={detailsId} unmountOnExit>
        <Divider />
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <Typography variant="body2">
              <strong>{labels.contactName}:</strong> {property.contactInfo.name}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{labels.contactEmail}:</strong> {property.contactInfo.email}
            </Typography>
            <Typography variant="body2">
              <strong>{labels.contactPhone}:</strong> {property.contactInfo.phone}
            </Typography>
            {property.additionalInfo && (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                <strong>{labels.additionalInfo}:</strong> {property.additionalInfo}
              </Typography>
            )}
          </Box>
          <AssociatedCases propertyId={property.id} caseIds={property.caseIds} canRemove={mayRemoveCases} />
          <PropertyStatusPanel property={property} role={role} uid={uid} />
        </CardContent>
      </Collapse>
      <Suspense fallback={null}>
        {dialog === 'edit' && <editDialog.Component property={property} open onClose={closeDialog} />}
        {dialog === 'share' && <shareDialog.Component property={property} role={role} open onClose={closeDialog} />}
      </Suspense>
    </Card>
  );
}
