import Link from '@mui/material/Link';
import { webShellTexts } from '@estatekey/domain';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={(theme) => ({
        position: 'absolute',
        left: theme.spacing(1),
        top: theme.spacing(-8),
        zIndex: theme.zIndex.tooltip,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: theme.spacing(1) },
      })}
    >
      {webShellTexts.skipToContent}
    </Link>
  );
}
