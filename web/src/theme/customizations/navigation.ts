import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 500,
        '&:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
          borderRadius: 2,
        },
      }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        marginBlock: theme.spacing(0.25),
        '&.Mui-selected, &[aria-current="page"]': {
          backgroundColor: theme.palette.action.selected,
          color: theme.palette.primary.dark,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.dark },
        },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: {
      root: ({ theme }) => ({ minWidth: theme.spacing(5), color: theme.palette.text.secondary }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
};
