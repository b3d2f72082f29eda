import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PropertySection } from './property-section';

export interface UpcomingEntry {
  readonly id: string;
  readonly primary: ReactNode;
  readonly secondary?: ReactNode;
  /** What the viewer can do about the entry, below it. */
  readonly actions?: ReactNode;
}

interface UpcomingListProps {
  readonly title: string;
  readonly empty: string;
  readonly entries: readonly UpcomingEntry[];
  /** Under the entries: "Show more" of a live list holding a page. */
  readonly footer?: ReactNode;
}

/** A titled list of the property's coming visits or cases, or a line saying there are none. */
export function UpcomingList({ title, empty, entries, footer }: UpcomingListProps) {
  return (
    <PropertySection title={title}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters divider sx={{ flexWrap: 'wrap' }}>
              <ListItemText primary={entry.primary} secondary={entry.secondary} />
              {entry.actions && <Box sx={{ width: '100%', pb: 1 }}>{entry.actions}</Box>}
            </ListItem>
          ))}
        </List>
      )}
      {footer}
    </PropertySection>
  );
}
