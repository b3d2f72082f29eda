import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  PROPERTY_REVIEW_STATUS_COLORS,
  PROPERTY_REVIEW_STATUS_LABELS,
  propertiesTexts,
  type PropertyReviewStatus,
} from '@estatekey/domain';

import { visuallyHiddenSx } from '../ui/visually-hidden';

/** The spec's badge colours (yellow, blue, green, red) as theme colours, which keep the text contrast at AA. */
const CHIP_COLOR: Record<(typeof PROPERTY_REVIEW_STATUS_COLORS)[PropertyReviewStatus], ChipProps['color']> = {
  yellow: 'warning',
  blue: 'info',
  green: 'success',
  red: 'error',
};

/** The review status badge of a property (spec part 1 §3): pending, reviewing, approved or rejected. */
export function ReviewStatusChip({ status }: { status: PropertyReviewStatus }) {
  const colour = PROPERTY_REVIEW_STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      color={CHIP_COLOR[colour]}
      data-status-colour={colour}
      label={
        <>
          <Box component="span" sx={visuallyHiddenSx}>
            {`${propertiesTexts.list.reviewStatus}: `}
          </Box>
          {PROPERTY_REVIEW_STATUS_LABELS[status]}
        </>
      }
    />
  );
}
