import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  agentTexts,
  formatLongUsDate,
  showingStatus,
  showingsTexts,
  summarizeFeedback,
  type Showing,
  type ShowingFeedbackRequest,
} from '@estatekey/domain';
import { useId, useState } from 'react';

import { showingTimeRange } from '../../data/showings/showing-labels';
import { useShowingsOfOwnProperties } from '../../data/showings/use-showings';
import { useSignedInUid } from '../../data/user/use-user-profile';
import { LiveDataBoundary } from '../errors/live-data-boundary';
import { ShowingApprovalChip } from './showing-approval-chip';
import { ShowingDecisionActions } from './showing-decision-actions';

const feedbackText = showingsTexts.feedback;

type WithFeedback = Showing & { feedback: ShowingFeedbackRequest };

/** Each showing's feedback and the summary: count, average interest, price opinions. */
function FeedbackList({ propertyId }: { propertyId: string }) {
  const headingId = useId();
  const showings = useShowingsOfOwnProperties((all: Showing[]) =>
    all.filter((showing): showing is WithFeedback => showing.propertyId === propertyId && !!showing.feedback),
  );
  if (showings.status === 'loading') return null;
  const summary = summarizeFeedback(showings.data.map((showing) => showing.feedback));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {feedbackText.title}
      </Typography>
      {summary.count === 0 ? (
        <Typography color="text.secondary">{feedbackText.none}</Typography>
      ) : (
        <>
          <Typography>{feedbackText.summary(summary.count, String(summary.averageInterest))}</Typography>
          <Typography color="text.secondary">
            {Object.entries(summary.priceOpinions)
              .map(
                ([opinion, count]) =>
                  `${feedbackText.priceOpinions[opinion as keyof typeof summary.priceOpinions]}: ${count}`,
              )
              .join(' · ')}
          </Typography>
          <List dense disablePadding>
            {showings.data.map((showing) => (
              <ListItem key={showing.id} disableGutters>
                <ListItemText
                  primary={`${formatLongUsDate(showing.date)}, ${showingTimeRange(showing)} · ${feedbackText.interest}: ${showing.feedback.interest} · ${feedbackText.priceOpinions[showing.feedback.priceOpinion]}`}
                  secondary={showing.feedback.comments || undefined}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

const text = agentTexts.ownerShowings;

function ShowingsList({ propertyId }: { propertyId: string }) {
  const headingId = useId();
  const [now] = useState(() => new Date());
  const showings = useShowingsOfOwnProperties((all: Showing[]) =>
    all
      .filter((showing) => showing.propertyId === propertyId && showingStatus(showing, now) !== 'Completed')
      .sort((a, b) => `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`)),
  );
  if (showings.status === 'loading') return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {text.title}
      </Typography>
      {showings.data.length === 0 ? (
        <Typography color="text.secondary">{text.none}</Typography>
      ) : (
        <List dense disablePadding>
          {showings.data.map((showing) => (
            <ListItem key={showing.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${formatLongUsDate(showing.date)}, ${showingTimeRange(showing)}`}
                secondary={text.client(showing.clientName)}
              />
              <ShowingApprovalChip status={showing.status} />
              {showing.status === 'requested' && (
                <Box sx={{ width: '100%' }}>
                  <ShowingDecisionActions
                    showingId={showing.id}
                    label={`${formatLongUsDate(showing.date)}, ${showingTimeRange(showing)}`}
                  />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The upcoming showings agents booked on a property, live, for its owner only (the rules let the owner read the
 * showings of their properties), with each one's approval status, Confirm / Decline for requests, and the feedback of
 * past showings with its summary. Nothing for anyone else.
 */
export function UpcomingShowingsSection({ propertyId, ownerId }: { propertyId: string; ownerId: string }) {
  const uid = useSignedInUid();
  if (uid !== ownerId) return null;
  return (
    <LiveDataBoundary label="property showings" fallback={null}>
      <ShowingsList propertyId={propertyId} />
      <FeedbackList propertyId={propertyId} />
    </LiveDataBoundary>
  );
}
