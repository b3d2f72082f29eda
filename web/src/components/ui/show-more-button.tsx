import Button from '@mui/material/Button';

/**
 * "Show more" under a live list (`LivePage.showMore`): reads the next page into the same listener. Nothing when every
 * row is shown. `label` comes from the list's area text catalogue.
 */
export function ShowMoreButton({ showMore, label }: { showMore: (() => void) | null | undefined; label: string }) {
  if (!showMore) return null;
  return (
    <Button variant="outlined" onClick={showMore} sx={{ justifySelf: 'center', alignSelf: 'center' }}>
      {label}
    </Button>
  );
}
