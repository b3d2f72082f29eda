import type { Components, Theme } from '@mui/material/styles';

import { radius } from '../theme-primitives';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: { borderRadius: radius.lg },
    },
  },
};
