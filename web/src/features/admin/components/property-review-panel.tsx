import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  adminTexts,
  type AdminProperty,
  type Property,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_REVIEW_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyReviewStatus,
  REVIEW_TRANSITIONS,
} from '@estatekey/domain';
import { useState } from 'react';

import { PropertyStatusPanel } from '../../../components/property-status/property-status-panel';
import { ReviewStatusChip } from '../../../components/property-status/review-status-chip';
import { useLiveProperty } from '../../../data/properties/use-live-property';
import { useReviewProperty } from '../api/use-review-property';
import { OutlinedField } from '../../../components/form';

const text = adminTexts.properties;

/** The review moves open from `status`, with the reason a rejection needs. */
function ReviewActions({ property }: { property: Property }) {
  const [reason, setReason] = useState('');
  const reviewProperty = useReviewProperty(() => setReason(''));
  const busy = reviewProperty.pending;
  const review = async (status: PropertyReviewStatus) => {
    const body = reason.trim() === '' ? { status } : { status, reason: reason.trim() };
    await reviewProperty.mutate({ params: { id: property.id }, body });
  };
  const moves = REVIEW_TRANSITIONS[property.status];
  return (
    <Stack spacing={1.5} component="section" aria-label={text.review}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {text.review}
      </Typography>
      {moves.includes('rejected') && (
        <OutlinedField
          label={text.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {moves.map((status) => (
          <Button
            key={status}
            variant={status === 'rejected' ? 'outlined' : 'contained'}
            color={status === 'rejected' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void review(status)}
          >
            {text.markAs(PROPERTY_REVIEW_STATUS_LABELS[status].toLowerCase())}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The side panel of Manage Properties: the property read live (its review badge and milestones change as they are
 * set), its details, the shared status panel (an admin may set all 12 milestones) and the review actions.
 */
export function PropertyReviewPanel({ listed, adminUid }: { listed: AdminProperty; adminUid: string }) {
  const live = useLiveProperty(listed._id);
  if (live.status === 'loading') return <CircularProgress aria-label={text.details} />;
  const property = live.data ?? listed;
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {property.address}, {property.city}, {property.state} {property.zipCode}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ReviewStatusChip status={property.status} />
        {property.status === 'rejected' && property.reviewReason && (
          <Typography variant="body2">{property.reviewReason}</Typography>
        )}
      </Stack>
      <Typography>{listed.owner ? `${listed.owner.name} (${listed.owner.email})` : text.noOwner}</Typography>
      <Typography color="text.secondary">
        {PROPERTY_TYPE_LABELS[property.propertyType]} · {PROPERTY_CONDITION_LABELS[property.condition]}
      </Typography>
      <Typography color="text.secondary">
        {text.contact}: {property.contactInfo.name}, {property.contactInfo.email}, {property.contactInfo.phone}
      </Typography>
      {property.additionalInfo !== '' && <Typography>{property.additionalInfo}</Typography>}
      <ReviewActions property={property} />
      <PropertyStatusPanel property={property} role="Admin" uid={adminUid} headingComponent="h3" />
    </Stack>
  );
}
