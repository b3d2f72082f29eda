import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  documentsTexts,
  missingRequiredDocuments,
  requiredDocumentChecklist,
  type DocumentGroup,
} from '@estatekey/domain';
import type { ReactNode } from 'react';

const text = documentsTexts.checklist;

function ChecklistSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        {children}
      </List>
    </section>
  );
}

/**
 * The required-documents checklist of a case (DESIGN §8). Attorneys see every item present or missing; clients see
 * what is due and missing as "Your attorney still needs:".
 */
export function RequiredDocumentsChecklist({ group, clientView }: { group: DocumentGroup; clientView: boolean }) {
  if (!group.caseType) return null;
  const checklist = requiredDocumentChecklist(
    { caseType: group.caseType, progressStatus: group.progressStatus ?? null },
    group.documents,
  );
  if (checklist.length === 0) return null;
  if (clientView) {
    const missing = missingRequiredDocuments(checklist);
    if (missing.length === 0) return null;
    return (
      <ChecklistSection title={text.clientStillNeeds}>
        {missing.map((item) => (
          <ListItem key={item.key} disableGutters>
            <ListItemText primary={item.label} secondary={item.hint} />
          </ListItem>
        ))}
      </ChecklistSection>
    );
  }
  return (
    <ChecklistSection title={text.heading}>
      {checklist.map((item) => (
        <ListItem key={item.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {item.present ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText primary={item.label} secondary={item.present ? text.present : text.missing} />
        </ListItem>
      ))}
    </ChecklistSection>
  );
}
