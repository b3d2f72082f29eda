import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  documentsTexts,
  formatPropertyLabel,
  type Property,
  type PropertySummary,
  requiredString,
  toPropertySummary,
} from '@estatekey/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormSelectField } from '../../../components/form';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useCaseClientProperties } from '../../../data/cases/use-case-client-properties';
import { useOwnedProperties } from '../../../data/properties/use-member-properties';
import { useAssociateProperty } from '../api/use-associate-property';
import { useCaseProperties } from '../api/use-case-properties';
import { useDisassociateProperty } from '../api/use-disassociate-property';

const text = documentsTexts;
const associateFormSchema = z.object({ propertyId: requiredString(text.selectProperty) });
type AssociateForm = z.infer<typeof associateFormSchema>;

interface CasePropertiesProps {
  readonly caseId: string;
  readonly caseName: string;
}

const summariesOf = (properties: Property[]) => properties.map(toPropertySummary);

/** A case's associated properties, with the candidates its reader may add: the attorney's view or the client's. */
export function CasePropertiesSection({
  attorneyView,
  ...props
}: CasePropertiesProps & { readonly attorneyView: boolean }) {
  return attorneyView ? <AttorneyCaseProperties {...props} /> : <ClientCaseProperties {...props} />;
}

/** For the case's client: their own properties, live, a page at a time, are the ones they may add. */
function ClientCaseProperties(props: CasePropertiesProps) {
  const owned = useOwnedProperties(summariesOf);
  const candidates = owned.status === 'success' ? owned.data : [];
  return <CaseProperties {...props} candidates={candidates} showMore={owned.showMore} />;
}

/** For the case's attorney (or an admin): the properties the case's client owns, as the server lists them, a page at a time. */
function AttorneyCaseProperties(props: CasePropertiesProps) {
  const { request, reload, showMore } = useCaseClientProperties(props.caseId);
  const candidates = request.status === 'success' ? request.data : [];
  return <CaseProperties {...props} candidates={candidates} onChanged={reload} showMore={showMore} />;
}

/**
 * The properties associated with a case: each can be removed, and one of `candidates` added ('Please select a
 * property' without a choice).
 */
function CaseProperties({
  caseId,
  caseName,
  candidates,
  onChanged,
  showMore,
}: CasePropertiesProps & {
  readonly candidates: readonly PropertySummary[];
  readonly onChanged?: () => void;
  /** Reads the next page of candidates into the selector. */
  readonly showMore?: (() => void) | null | undefined;
}) {
  const { request, reload: reloadLinked } = useCaseProperties(caseId);
  const reload = () => {
    reloadLinked();
    onChanged?.();
  };
  const { control, handleSubmit, reset, formState } = useForm<AssociateForm>({
    resolver: zodResolver(associateFormSchema),
    defaultValues: { propertyId: '' },
  });

  const associateProperty = useAssociateProperty(() => {
    reset();
    reload();
  });
  const disassociateProperty = useDisassociateProperty(reload);

  const associate = async ({ propertyId }: AssociateForm) => {
    await associateProperty.mutate({ body: { caseId, propertyId } });
  };

  const disassociate = async (propertyId: string) => {
    await disassociateProperty.mutate({ body: { caseId, propertyId } });
  };

  const linked = request.status === 'success' ? request.data : [];
  const choices = candidates
    .filter((property) => !linked.some((link) => link._id === property._id))
    .map((property) => ({ value: property._id, label: formatPropertyLabel(property) }));

  return (
    <section aria-label={`${documentsTexts.properties}: ${caseName}`}>
      <Typography variant="subtitle2" component="h3">
        {documentsTexts.properties}
      </Typography>
      {request.status === 'error' && <Alert severity="error">{text.loadPropertiesFailed}</Alert>}
      {request.status === 'success' && linked.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {documentsTexts.noProperties}
        </Typography>
      )}
      <List dense disablePadding>
        {linked.map((property) => (
          <ListItem
            key={property._id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                onClick={() => void disassociate(property._id)}
                aria-label={`${documentsTexts.remove}: ${formatPropertyLabel(property)}`}
              >
                {documentsTexts.remove}
              </Button>
            }
          >
            <ListItemText primary={formatPropertyLabel(property)} sx={{ pr: 10, overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mt: 1 }}
        onSubmit={(event) => void handleSubmit(associate)(event)}
      >
        <FormSelectField
          control={control}
          name="propertyId"
          label={documentsTexts.propertyLabel}
          placeholder={text.selectProperty}
          options={choices}
          size="small"
          sx={{ minWidth: { sm: 260 } }}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {text.associateProperty}
        </Button>
        <ShowMoreButton showMore={showMore} label={text.showMoreProperties} />
      </Stack>
    </section>
  );
}
