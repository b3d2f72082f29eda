import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        paddingInline: theme.spacing(2),
      }),
      sizeLarge: ({ theme }) => ({ paddingBlock: theme.spacing(1.25), paddingInline: theme.spacing(3) }),
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
