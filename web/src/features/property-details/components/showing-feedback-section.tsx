import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatLongUsDate, PRICE_OPINIONS, showingsTexts, summarizeFeedback } from '@estatekey/domain';

import { showingTimeRange } from '../../../data/showings/showing-labels';
import { usePropertyShowingFeedback } from '../../../data/showings/use-property-showings';
import { PropertySection } from './property-section';

const text = showingsTexts.feedback;

/**
 * What the agents' visitors thought, for whoever manages the property: the summary (count, average interest, price
 * opinions) and each showing's answer, newest first, live as agents send them.
 */
export function ShowingFeedbackSection({ propertyId, admin }: { propertyId: string; admin: boolean }) {
  const showings = usePropertyShowingFeedback(propertyId, admin);
  if (showings.status === 'loading') return null;
  const summary = summarizeFeedback(showings.data.map((showing) => showing.feedback));
  return (
    <PropertySection title={text.title}>
      {summary.count === 0 ? (
        <Typography color="text.secondary">{text.none}</Typography>
      ) : (
        <>
          <Typography>{text.summary(summary.count, String(summary.averageInterest))}</Typography>
          <Typography color="text.secondary">
            {PRICE_OPINIONS.map((opinion) => `${text.priceOpinions[opinion]}: ${summary.priceOpinions[opinion]}`).join(
              ' · ',
            )}
          </Typography>
          <List dense disablePadding>
            {showings.data.map((showing) => (
              <ListItem key={showing.id} disableGutters>
                <ListItemText
                  primary={`${formatLongUsDate(showing.date)}, ${showingTimeRange(showing)} · ${text.interest}: ${showing.feedback.interest} · ${text.priceOpinions[showing.feedback.priceOpinion]}`}
                  secondary={showing.feedback.comments || undefined}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </PropertySection>
  );
}
