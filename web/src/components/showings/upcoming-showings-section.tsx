import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { agentTexts, formatLongUsDate, showingStatus, type Showing } from '@estatekey/domain';
import { useId, useState } from 'react';

import { showingTimeRange } from '../../data/showings/showing-labels';
import { useShowingsOfOwnProperties } from '../../data/showings/use-showings';
import { useSignedInUid } from '../../data/user/use-user-profile';
import { LiveDataBoundary } from '../errors/live-data-boundary';

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
            <ListItem key={showing.id} disableGutters>
              <ListItemText
                primary={`${formatLongUsDate(showing.date)}, ${showingTimeRange(showing)}`}
                secondary={text.client(showing.clientName)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The upcoming showings agents booked on a property, live, for its owner only (the rules let the owner read the
 * showings of their properties). Nothing for anyone else.
 */
export function UpcomingShowingsSection({ propertyId, ownerId }: { propertyId: string; ownerId: string }) {
  const uid = useSignedInUid();
  if (uid !== ownerId) return null;
  return (
    <LiveDataBoundary label="property showings" fallback={null}>
      <ShowingsList propertyId={propertyId} />
    </LiveDataBoundary>
  );
}
