import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminTexts } from '@estatekey/domain';
import { useId, useRef } from 'react';

import { DescriptionList } from '../../../components/ui/description-list';
import { shownRows, type AdminListViewProps } from './admin-list-model';

/**
 * The phone view of an admin list: a card per row, titled by its first column, the other columns as labelled lines
 * and every action a button (no menu to find), then the pager.
 */
export function AdminCardList(props: AdminListViewProps) {
  const { label, rows, columns, actions, loading, nextPageToken, model, onPageChange } = props;
  const { footer } = shownRows(props);
  const idPrefix = useId();
  const listStart = useRef<HTMLDivElement>(null);
  const goTo = (page: number) => {
    onPageChange({ ...model, page }, nextPageToken);
    // The next page's first card is read first, as in a grid that pages in place.
    listStart.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box ref={listStart} sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}>
      {loading && <LinearProgress aria-label={label} sx={{ mb: 1 }} />}
      {rows.length === 0 && <Typography sx={{ py: 2 }}>{adminTexts.emptyList}</Typography>}
      <Stack component="ul" role="list" aria-label={label} aria-busy={loading} spacing={2} sx={{ m: 0, p: 0 }}>
        {rows.map((row) => {
          const titleId = `${idPrefix}-${row.id}`;
          const [title, ...details] = row.cells;
          return (
            <Card component="li" variant="outlined" key={row.id} sx={{ listStyle: 'none' }}>
              <CardContent sx={{ pb: actions ? 0 : undefined }}>
                <Typography id={titleId} variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
                  {title?.text}
                </Typography>
                <DescriptionList
                  compact
                  rows={details.map((cell, index) => ({
                    label: columns[index + 1]?.header ?? '',
                    value: cell.node ?? cell.text,
                  }))}
                />
              </CardContent>
              {actions && (
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  {actions.of(row).map((action) => (
                    <Button
                      key={action.key}
                      // A button showing a face is named for its row; the others (the same words on every card) are
                      // described by their card's title.
                      {...(action.face ? { 'aria-label': action.label } : { 'aria-describedby': titleId })}
                      onClick={action.onClick}
                      {...action.intent}
                    >
                      {action.face ?? action.label}
                    </Button>
                  ))}
                </CardActions>
              )}
            </Card>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2">{footer(model.page * model.pageSize + 1)}</Typography>
        <IconButton
          aria-label={adminTexts.previousPage}
          disabled={loading || model.page === 0}
          onClick={() => goTo(model.page - 1)}
        >
          <KeyboardArrowLeftIcon />
        </IconButton>
        <IconButton
          aria-label={adminTexts.nextPage}
          disabled={loading || nextPageToken === null}
          onClick={() => goTo(model.page + 1)}
        >
          <KeyboardArrowRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
