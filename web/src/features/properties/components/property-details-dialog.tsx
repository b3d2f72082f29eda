import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  commonTexts,
  dashboardTexts,
  formatPropertyLabel,
  MILESTONE_KEYS,
  MILESTONE_LABELS,
  propertiesTexts,
  type Property,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  propertyProgressPercent,
  type Role,
  visibleMilestones,
} from '@estatekey/domain';
import { useId } from 'react';

import { ReviewStatusChip } from '../../../components/property-status/review-status-chip';
import { UpcomingShowingsSection } from '../../../components/showings/upcoming-showings-section';
import { DescriptionList, type DescriptionRow } from '../../../components/ui/description-list';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function DetailSection({ title, rows }: { title: string; rows: readonly DescriptionRow[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DescriptionList rows={rows} />
    </Box>
  );
}

function PropertyDetails({ property, role }: { property: Property; role: Role | null }) {
  const { labels } = propertiesTexts;
  const { details } = propertiesTexts;
  const { contactInfo } = property;
  const milestones = role ? visibleMilestones(role) : MILESTONE_KEYS;
  return (
    <>
      <DetailSection
        title={details.location}
        rows={[
          { label: labels.address, value: property.address },
          { label: labels.city, value: property.city },
          { label: labels.state, value: property.state },
          { label: labels.zipCode, value: property.zipCode },
          { label: labels.propertyType, value: PROPERTY_TYPE_LABELS[property.propertyType] },
          { label: labels.condition, value: PROPERTY_CONDITION_LABELS[property.condition] },
          { label: propertiesTexts.list.reviewStatus, value: <ReviewStatusChip status={property.status} /> },
          { label: labels.additionalInfo, value: property.additionalInfo || commonTexts.notProvided },
          { label: details.submitted, value: dateTimeFormat.format(property.createdAt) },
          { label: details.lastUpdated, value: dateTimeFormat.format(property.updatedAt) },
        ]}
      />
      <DetailSection
        title={details.contact}
        rows={[
          { label: labels.contactName, value: contactInfo.name || commonTexts.notProvided },
          {
            label: labels.contactEmail,
            value: contactInfo.email ? (
              <Link href={`mailto:${contactInfo.email}`}>{contactInfo.email}</Link>
            ) : (
              commonTexts.notProvided
            ),
          },
          {
            label: labels.contactPhone,
            value: contactInfo.phone ? (
              <Link href={`tel:${contactInfo.phone.replace(/[^\d+]/g, '')}`}>{contactInfo.phone}</Link>
            ) : (
              commonTexts.notProvided
            ),
          },
        ]}
      />
      <DetailSection
        title={`${details.milestones} (${dashboardTexts.percentComplete(propertyProgressPercent(property.statusData))})`}
        rows={milestones.map((key) => ({ label: MILESTONE_LABELS[key], value: property.statusData[key] }))}
      />
    </>
  );
}

interface PropertyDetailsDialogProps {
  readonly property: Property;
  readonly role: Role | null;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** View Details (spec part 1 §2.15): every field of the property, its contact person and its milestones, live. */
export function PropertyDetailsDialog({ property, role, open, onClose }: PropertyDetailsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>
        {propertiesTexts.details.title}
        <Typography component="span" variant="body1" color="text.secondary" sx={{ display: 'block' }}>
          {formatPropertyLabel(property)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <PropertyDetails property={property} role={role} />
        <UpcomingShowingsSection propertyId={property.id} ownerId={property.ownerId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {commonTexts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
