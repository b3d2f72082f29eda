import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type CaseSummary, propertiesTexts } from '@estatekey/domain';
import { useId } from 'react';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { useDisassociateCase } from '../api/use-disassociate-case';
import { usePropertyCases } from '../api/use-property-cases';

interface AssociatedCasesProps {
  readonly propertyId: string;
  /** The property's live case ids: a change loads the list again. */
  readonly caseIds: readonly string[];
  /** Whether the caller may remove an association (the API's roles and manage rights on the property). */
  readonly canRemove: boolean;
}

function caseTitle(legalCase: CaseSummary): string {
  return legalCase.caseName || legalCase.name;
}

/**
 * The legal cases associated with a property (spec part 1 §2.15), each removable by those who manage it. Its owner sees
 * every one with its attorney, whoever linked it.
 */
export function AssociatedCases({ propertyId, caseIds, canRemove }: AssociatedCasesProps) {
  // Loaded again when the property's live caseIds change, so an association made or removed anywhere shows here too.
  const { request, reload } = usePropertyCases({
    params: { id: propertyId },
    refreshKey: [...caseIds].sort().join(','),
  });
  const disassociate = useDisassociateCase({ onSuccess: reload });
  const headingId = useId();

  const remove = async (caseId: string) => {
    await disassociate.mutate({ body: { propertyId, caseId } });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h4" sx={{ mb: 1 }}>
        {propertiesTexts.associatedCases}
      </Typography>
      {request.status === 'loading' && <CircularProgress size={24} aria-label={propertiesTexts.list.loadingCases} />}
      {request.status === 'error' && (
        <RetryAlert severity="warning" onRetry={reload}>
          {propertiesTexts.list.loadCasesFailed}
        </RetryAlert>
      )}
      {request.status === 'success' && request.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {propertiesTexts.noAssociatedCases}
        </Typography>
      )}
      {request.status === 'success' && request.data.length > 0 && (
        <List dense disablePadding>
          {request.data.map((legalCase) => (
            <ListItem
              key={legalCase._id}
              disableGutters
              secondaryAction={
                canRemove && (
                  <IconButton
                    edge="end"
                    aria-label={propertiesTexts.list.removeCaseOf(caseTitle(legalCase))}
                    disabled={disassociate.pending}
                    onClick={() => void remove(legalCase._id)}
                  >
                    <LinkOffIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={caseTitle(legalCase)}
                secondary={propertiesTexts.list.caseNumberAndAttorney(legalCase.caseNumber, legalCase.attorneyName)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
