import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { commonTexts, conversationTexts, type Document, MESSAGE_ATTACHMENTS_MAX } from '@estatekey/domain';
import { useId } from 'react';

import { ShowMoreButton } from '../../../components/ui/show-more-button';
import type { LivePage } from '../../../lib/firebase/live-page';

const text = conversationTexts.page;

/**
 * Lists the documents the sender may read, by name, a page at a time; the checked ones travel with the message (by id).
 */
export function AttachmentPicker({
  open,
  documents,
  selectedIds,
  onChange,
  onClose,
}: {
  open: boolean;
  documents: LivePage<ReadonlyMap<string, Document>>;
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const listed =
    documents.status === 'success'
      ? [...documents.data.values()].sort((first, second) => first.originalName.localeCompare(second.originalName))
      : [];
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selectedIds, id] : selectedIds.filter((selected) => selected !== id));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={hintId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.attachDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 1 }}>
          {text.attachDialogHint}
        </DialogContentText>
        {documents.status === 'loading' ? (
          <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 2 }} />
        ) : listed.length === 0 ? (
          <Typography color="text.secondary">{text.noDocuments}</Typography>
        ) : (
          <FormGroup>
            {listed.map((document) => {
              const checked = selectedIds.includes(document.id);
              return (
                <FormControlLabel
                  key={document.id}
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={!checked && selectedIds.length >= MESSAGE_ATTACHMENTS_MAX}
                      onChange={(event) => toggle(document.id, event.target.checked)}
                    />
                  }
                  label={document.caseName ? `${document.originalName} (${document.caseName})` : document.originalName}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              );
            })}
          </FormGroup>
        )}
        <ShowMoreButton showMore={documents.showMore} label={text.showMoreDocuments} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.attachDone}</Button>
      </DialogActions>
    </Dialog>
  );
}
