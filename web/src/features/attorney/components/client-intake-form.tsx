import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  attorneyTexts,
  CASE_PRIORITIES,
  CASE_TYPES,
  CLIENT_ROLES,
  type ClientIntake,
  type ClientIntakeFormInput,
  clientIntakeFormSchema,
  defaultCaseName,
  emptyClientIntake,
  SEARCH_RESULTS_MAX_HEIGHT_REM,
  type UserSearchResult,
} from '@estatekey/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';

import {
  FormDateField,
  FormSelectField,
  FormTextField,
  OutlinedField,
  useSingleSubmit,
} from '../../../components/form';
import { useUserSearch } from '../../../data/user/user-search';
import { useSubmitClient } from '../api/submit-client';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';

const text = attorneyTexts.clients;
const extra = attorneyTexts.clients;
/** Every intake field's label: spec part 2 §5's, plus the priority and due date this form adds. */
const FIELD_LABELS = { ...text.labels, priority: extra.priority, dueDate: extra.dueDate };

/** 'Search existing users' (spec part 2 §5): 2+ characters, 300 ms pause; a pick fills the client's name and e-mail. */
function ExistingUserSearch({ onPick }: { onPick: (user: UserSearchResult) => void }) {
  const [term, setTerm] = useState('');
  const search = useUserSearch('Attorney', term, text.searchFailed);
  return (
    <Box>
      <OutlinedField
        id="client-user-search"
        type="search"
        label={text.searchExisting}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        fullWidth
        helperText={search.status === 'tooShort' ? text.minChars : ' '}
      />
      {search.status === 'success' && search.results.length === 0 && (
        <Typography color="text.secondary">{text.noUsers}</Typography>
      )}
      {search.status === 'success' && search.results.length > 0 && (
        <List
          dense
          aria-label={extra.searchResultsLabel}
          sx={{
            maxHeight: `${SEARCH_RESULTS_MAX_HEIGHT_REM}rem`,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {search.results.map((user) => (
            <ListItem key={user._id} disablePadding>
              <ListItemButton onClick={() => onPick(user)}>
                <ListItemText
                  primary={`${user.firstName} ${user.lastName}`}
                  secondary={`${user.email} · ${user.role}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Keeps the case name on 'case type - first name' until the attorney types their own (spec part 2 §5). */
function useDefaultCaseName(
  control: Control<ClientIntakeFormInput, unknown, ClientIntake>,
  setValue: UseFormSetValue<ClientIntakeFormInput>,
  nameEdited: boolean,
) {
  const caseType = useWatch({ control, name: 'caseType' });
  const firstName = useWatch({ control, name: 'firstName' });
  useEffect(() => {
    if (!nameEdited) setValue('caseName', firstName.trim() ? defaultCaseName(caseType, firstName) : '');
  }, [caseType, firstName, nameEdited, setValue]);
}

/** The intake form (spec part 2 §3, §5): creates the case and invites the client (POST /api/attorney/clients). */
export function ClientIntakeForm({ onCreated }: { onCreated: () => void }) {
  const [nameEdited, setNameEdited] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting },
  } = useForm<ClientIntakeFormInput, unknown, ClientIntake>({
    resolver: zodResolver(clientIntakeFormSchema),
    defaultValues: emptyClientIntake(),
  });
  useDefaultCaseName(control, setValue, nameEdited);

  const { mutate: submit, offline } = useSubmitClient({
    onSuccess: () => {
      reset(emptyClientIntake());
      setNameEdited(false);
      onCreated();
    },
  });

  const onSubmit = useSingleSubmit(handleSubmit, async (intake) => {
    await submit({ body: intake });
  });

  const pick = (user: UserSearchResult) => {
    setValue('firstName', user.firstName);
    setValue('lastName', user.lastName);
    setValue('email', user.email);
    if (user.role === 'Guardian' || user.role === 'Executor') setValue('role', user.role);
  };

  const field = (name: keyof typeof FIELD_LABELS) => ({
    control,
    name,
    id: `intake-${name}`,
    label: FIELD_LABELS[name],
  });
  const HALF = { xs: 12, sm: 6 } as const;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ExistingUserSearch onPick={pick} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={HALF}>
            <FormTextField {...field('firstName')} required markRequired autoComplete="off" />
          </Grid>
          <Grid size={HALF}>
            <FormTextField {...field('lastName')} required markRequired autoComplete="off" />
          </Grid>
          <Grid size={HALF}>
            <FormTextField {...field('email')} type="email" required markRequired autoComplete="off" />
          </Grid>
          <Grid size={HALF}>
            <FormTextField {...field('phone')} type="tel" autoComplete="off" />
          </Grid>
          <Grid size={HALF}>
            <FormSelectField {...field('role')} options={CLIENT_ROLES} required markRequired />
          </Grid>
          <Grid size={HALF}>
            <FormSelectField {...field('caseType')} options={CASE_TYPES} required markRequired />
          </Grid>
          <Grid size={12}>
            <FormTextField
              {...field('caseName')}
              required
              markRequired
              onKeyDown={() => setNameEdited(true)}
              onPaste={() => setNameEdited(true)}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField {...field('caseDescription')} multiline minRows={3} />
          </Grid>
          <Grid size={HALF}>
            <FormTextField {...field('caseNumber')} helperText={text.caseNumberHint} />
          </Grid>
          <Grid size={HALF}>
            <FormTextField {...field('courtFilingNumber')} />
          </Grid>
          <Grid size={HALF}>
            <FormSelectField {...field('priority')} options={CASE_PRIORITIES} />
          </Grid>
          <Grid size={HALF}>
            <FormDateField {...field('dueDate')} />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || offline} sx={{ mt: 3 }}>
          {isSubmitting ? text.submitting : text.submit}
        </Button>
        <OfflineActionReason offline={offline} />
      </Box>
    </Box>
  );
}
