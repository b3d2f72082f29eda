import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { attorneyTexts, caseNotesRequestSchema } from '@estatekey/domain';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormTextField } from '../../../../components/form';
import { useSaveCaseNotes } from '../../api/save-case-notes';

const text = attorneyTexts.caseDetail;
const extra = attorneyTexts.caseDetail;

type NotesForm = z.input<typeof caseNotesRequestSchema>;

/** The attorney's private notes on the case. */
export function NotesEditor({ caseId, notes }: { caseId: string; notes: string }) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<NotesForm, unknown, z.output<typeof caseNotesRequestSchema>>({
    resolver: zodResolver(caseNotesRequestSchema),
    defaultValues: { notes },
  });
  const { mutate } = useSaveCaseNotes();
  const save = async (body: z.output<typeof caseNotesRequestSchema>) => {
    await mutate({ params: { id: caseId }, body });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(save)(event);
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <FormTextField
        control={control}
        name="notes"
        id="case-notes"
        label={text.notes}
        multiline
        minRows={4}
        helperText={extra.notesHint}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? extra.saving : text.saveNotes}
        </Button>
      </Box>
    </Box>
  );
}
