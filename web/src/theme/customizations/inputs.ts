import type { Components, CSSObject, Theme } from '@mui/material/styles';

/** WCAG 2.5.5: a control a finger must hit is at least 44 px each way. */
const TOUCH_TARGET_PX = 44;

/**
 * On a phone-wide screen or a touch screen, every button reaches the touch target size; dense `size="small"` buttons
 * keep their look on a desktop with a mouse.
 */
function touchTarget(theme: Theme): CSSObject {
  const size = { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX };
  return { [theme.breakpoints.down('sm')]: size, '@media (pointer: coarse)': size };
}

export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        paddingInline: theme.spacing(2),
        ...touchTarget(theme),
      }),
      sizeLarge: ({ theme }) => ({ paddingBlock: theme.spacing(1.25), paddingInline: theme.spacing(3) }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => touchTarget(theme),
    },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => touchTarget(theme),
    },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true, size: 'small' },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({ backgroundColor: theme.palette.background.paper }),
    },
  },
};
