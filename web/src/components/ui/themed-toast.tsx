import { styled } from '@mui/material/styles';
import { MaterialDesignContent, type SnackbarProviderProps } from 'notistack';

// notistack's own colours put white text on too light a green, blue and orange (about 3:1); the theme's main colours
// keep 4.5:1 (WCAG AA), as every other white-on-colour element of the app does.
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
}));

/** The toast of every variant, in the theme's colours. */
export const THEMED_TOASTS: NonNullable<SnackbarProviderProps['Components']> = {
  success: ThemedToast,
  error: ThemedToast,
  warning: ThemedToast,
  info: ThemedToast,
};
