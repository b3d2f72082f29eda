import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface NumberedStep {
  readonly title: string;
  readonly body: string;
}

/** Steps of a process as an ordered list: a number badge, the step's title (h3) and what happens in it. */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {steps.map((step, index) => (
        <Paper component="li" variant="outlined" key={step.title} sx={{ p: 2, display: 'flex', gap: 2 }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h6" component="h3">
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.body}</Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
