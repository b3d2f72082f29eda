import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentsTexts, formatPropertyLabel, type Property, requiredString } from '@estatekey/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormSelectField } from '../../../components/form';
import { useMemberProperties } from '../../../data/properties/use-member-properties';
import { useSignedInUid } from '../../../data/user/use-user-profile';
import { useAssociateProperty } from '../api/use-associate-property';
import { useCaseProperties } from '../api/use-case-properties';
import { useDisassociateProperty } from '../api/use-disassociate-property';

const text = documentsTexts;
const associateFormSchema = z.object({ propertyId: requiredString(text.selectProperty) });
type AssociateForm = z.infer<typeof associateFormSchema>;

const ownedBy = (uid: string) => (properties: Property[]) => properties.filter((property) => property.ownerId === uid);

/**
 * The properties associated with a case, for its client: each can be removed, and one of the client's own properties
 * added ('Please select a property' without a choice).
 */
export function CaseProperties({ caseId, caseName }: { caseId: string; caseName: string }) {
  const uid = useSignedInUid();
  const { request, reload } = useCaseProperties(caseId);
  const owned = useMemberProperties(ownedBy(uid));
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
  const choices =
    owned.status === 'success'
      ? owned.data
          .filter((property) => !linked.some((link) => link._id === property.id))
          .map((property) => ({ value: property.id, label: formatPropertyLabel(property) }))
      : [];

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
      </Stack>
    </section>
  );
}
