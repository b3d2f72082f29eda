import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TitledCard {
  readonly title: string;
  readonly body: string;
}

interface TitledCardGridProps<Card extends TitledCard> {
  readonly cards: readonly Card[];
  /** Columns from the md breakpoint on; one column on phones. */
  readonly columns: 2 | 3 | 4;
  /** Anything a card shows below its text, e.g. its call to action. */
  readonly footer?: (card: Card) => ReactNode;
}

/** Cards with a title (h3) and a paragraph, as a list: one column at 360 px, `columns` on wide screens. */
export function TitledCardGrid<Card extends TitledCard>({ cards, columns, footer }: TitledCardGridProps<Card>) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Grid key={card.title} component="li" size={{ xs: 12, sm: columns === 2 ? 6 : 12, md: 12 / columns }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {card.title}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {card.body}
            </Typography>
            {footer?.(card)}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
