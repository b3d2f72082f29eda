import type { SxProps, Theme } from '@mui/material/styles';

/** Read by screen readers, invisible on screen (the usual clip pattern). */
export const visuallyHiddenSx: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
