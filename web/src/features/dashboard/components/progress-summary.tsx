import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { dashboardTexts } from '@estatekey/domain';
import { useState, type ReactNode } from 'react';

import { OutlinedField } from '../../../components/form';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

export interface ProgressOption {
  readonly id: string;
  readonly label: string;
  readonly percent: number;
}

/**
 * A selector over properties or cases and the chosen one's progress bar. The first option is selected until the user
 * picks another; if the chosen one disappears (unshared, deleted) the first is shown again.
 */
export function ProgressSummary({
  selectLabel,
  options,
  renderDetails,
  showMore = null,
  showMoreLabel = '',
}: {
  selectLabel: string;
  options: readonly ProgressOption[];
  /** More about the selected option under its bar (the case panel's six stages). */
  renderDetails?: (selectedId: string) => ReactNode;
  /** Reads the next page of options into the selector (a live page's `showMore`); no button when null. */
  showMore?: (() => void) | null | undefined;
  showMoreLabel?: string;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selected = options.find((option) => option.id === chosenId) ?? options[0];
  if (!selected) return null;
  const percentText = dashboardTexts.percentComplete(selected.percent);

  return (
    <Box>
      <OutlinedField
        select
        fullWidth
        size="small"
        label={selectLabel}
        value={selected.id}
        onChange={(event) => setChosenId(event.target.value)}
        sx={{ mb: 2 }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </OutlinedField>
      {showMore && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 2 }}>
          <ShowMoreButton showMore={showMore} label={showMoreLabel} />
        </Box>
      )}
      <LinearProgress
        variant="determinate"
        value={selected.percent}
        aria-label={`${selected.label}: ${percentText}`}
        sx={{ height: 10, borderRadius: 5, mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {percentText}
      </Typography>
      {renderDetails?.(selected.id)}
    </Box>
  );
}
