import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { commonTexts, webShellTexts } from '@estatekey/domain';
import type { ReactNode } from 'react';

import { SIDEBAR_WIDTH_PX } from '../../theme/theme-primitives';

export interface PhoneMenuDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The side menu. */
  readonly children: ReactNode;
}

/** The signed-in frame's sidebar below the md breakpoint: slides in from the left over the page. */
export function PhoneMenuDrawer({ open, onClose, children }: PhoneMenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX, maxWidth: '85vw' } }}
      slotProps={{ paper: { 'aria-label': webShellTexts.menu } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
        <IconButton aria-label={commonTexts.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
