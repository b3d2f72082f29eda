import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  courtDocumentsMessages,
  missingRequiredDocuments,
  requiredDocumentChecklist,
  type DocumentGroup,
} from '@estatekey/domain';

const text = courtDocumentsMessages.checklist;

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
      <section aria-label={text.clientStillNeeds}>
        <Typography variant="subtitle2" component="h3">
          {text.clientStillNeeds}
        </Typography>
        <List dense disablePadding>
          {missing.map((item) => (
            <ListItem key={item.key} disableGutters>
              <ListItemText primary={item.label} secondary={item.hint} />
            </ListItem>
          ))}
        </List>
      </section>
    );
  }
  return (
    <section aria-label={text.heading}>
      <Typography variant="subtitle2" component="h3">
        {text.heading}
      </Typography>
      <List dense disablePadding>
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
      </List>
    </section>
  );
}
