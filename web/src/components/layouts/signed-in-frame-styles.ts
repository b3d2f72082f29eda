import type { SxProps, Theme } from '@mui/material/styles';

import { SIDEBAR_WIDTH_PX } from '../../theme/theme-primitives';

/** The signed-in frame's top bar: beside the permanent sidebar from the md breakpoint, full width below it. */
export const SIGNED_IN_APP_BAR_SX: SxProps<Theme> = {
  width: { md: `calc(100% - ${SIDEBAR_WIDTH_PX}px)` },
  ml: { md: `${SIDEBAR_WIDTH_PX}px` },
  borderBottom: 1,
  borderColor: 'divider',
};
