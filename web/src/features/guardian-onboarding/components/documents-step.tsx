import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ONBOARDING_UPLOAD_ACCEPT_ATTRIBUTE,
  ONBOARDING_UPLOAD_EXTENSIONS,
  onboardingTexts,
  uploadFileProblem,
} from '@estatekey/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { fileSizeLabel } from '../../../lib/file-size';

const text = onboardingTexts.guardian;
const documentText = onboardingTexts.guardianWizard.documents;

/** A file held in the browser until completion uploads it; `key` tells equal names apart. */
export interface ChosenDocument {
  readonly key: string;
  readonly file: File;
}

function documentKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

export interface DocumentsStepProps {
  readonly documents: readonly ChosenDocument[];
  readonly onDocumentsChange: (documents: readonly ChosenDocument[]) => void;
}

/**
 * Step 8: files are checked here (type by extension, 10 MB each; the server checks the content again) and held
 * locally; completion uploads them (DESIGN §8). The step may be skipped.
 */
export function DocumentsStep({ documents, onDocumentsChange }: DocumentsStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const listId = useId();
  const [rejections, setRejections] = useState<readonly string[]>([]);

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Lets the same file be chosen again after it was removed.
    input.value = '';
    const held = new Set(documents.map((document) => document.key));
    const accepted: ChosenDocument[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      const problem = uploadFileProblem(file, ONBOARDING_UPLOAD_EXTENSIONS);
      const key = documentKey(file);
      if (problem !== null) refused.push(documentText.rejected(file.name, problem));
      else if (!held.has(key)) {
        held.add(key);
        accepted.push({ key, file });
      }
    }
    setRejections(refused);
    if (accepted.length > 0) onDocumentsChange([...documents, ...accepted]);
  };

  const remove = (key: string) => {
    onDocumentsChange(documents.filter((document) => document.key !== key));
  };

  return (
    <Stack spacing={2}>
      <Typography id={hintId}>
        {text.documentHint}
        <br />
        {text.documentSkipNote}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined aria-hidden />}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {documentText.chooseFiles}
        </Button>
        {/* Reached through the button; kept out of the tab order so keyboard users meet one control, not two. */}
        <Box
          component="input"
          ref={inputRef}
          type="file"
          multiple
          accept={ONBOARDING_UPLOAD_ACCEPT_ATTRIBUTE}
          aria-label={documentText.chooseFiles}
          tabIndex={-1}
          onChange={chooseFiles}
          sx={visuallyHiddenSx}
        />
      </Box>
      {rejections.length > 0 && (
        <Alert severity="error" role="alert">
          {rejections.map((rejection) => (
            <Box key={rejection} component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {rejection}
            </Box>
          ))}
        </Alert>
      )}
      <Box>
        <Typography id={listId} variant="subtitle2" component="p">
          {documentText.listLabel}
        </Typography>
        {documents.length === 0 ? (
          <Typography color="text.secondary">{documentText.none}</Typography>
        ) : (
          <List aria-labelledby={listId} dense>
            {documents.map(({ key, file }) => (
              <ListItem
                key={key}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={documentText.removeOf(file.name)} onClick={() => remove(key)}>
                    <DeleteOutlined />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <InsertDriveFileOutlined aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={documentText.chosenFile(file.name, fileSizeLabel(file.size))}
                  sx={{ overflowWrap: 'anywhere', pr: 2 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
