import { createTheme } from '@mui/material/styles';

import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { palette, shape, typography } from './theme-primitives';

export const appTheme = createTheme({
  palette,
  typography,
  shape,
  components: {
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
    ...feedbackCustomizations,
  },
});
