import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  type CaseSummary,
  clientDocumentUploadFormSchema,
  commonTexts,
  courtDocumentUploadFormSchema,
  DOCUMENT_TYPES,
  type DocumentUploadFields,
  documentUploadFieldsSchema,
  uploadTexts,
  UPLOAD_ACCEPT_ATTRIBUTE,
  uploadFileProblem,
  paths,
} from '@estatekey/domain';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type ResolverResult } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FormSelectField, OutlinedField, showFieldErrors, useSingleSubmit } from '../../../components/form';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { fileSizeLabel } from '../../../lib/file-size';
import { useUploadClientDocument } from '../api/upload-client-document';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';

const text = uploadTexts;
const pageText = uploadTexts;
/** What the inputs hold: a type and a case may still be unchosen (''), the file is the browser's File. */
type UploadFormValues = {
  documentType: string;
  caseId: string;
  filingDate: string;
  description: string;
  file: File | null;
};
type UploadFormField = keyof UploadFormValues;

/** What a valid form yields: the multipart text fields and the file. */
interface UploadFormOutput {
  readonly fields: DocumentUploadFields;
  readonly file: File;
}

const EMPTY_FORM: UploadFormValues = { documentType: '', caseId: '', filingDate: '', description: '', file: null };
const FORM_FIELDS = Object.keys(EMPTY_FORM) as UploadFormField[];

function isFormField(path: PropertyKey | undefined): path is UploadFormField {
  return FORM_FIELDS.some((field) => field === path);
}

/** The domain's upload form schema judges the form: it names every missing or bad field with the spec's texts. */
function resolveUploadForm(
  values: UploadFormValues,
  court: boolean,
): ResolverResult<UploadFormValues, UploadFormOutput> {
  // Attorneys' court uploads need a description (spec part 2 §5); clients' do not (part 1 §5).
  const checked = (court ? courtDocumentUploadFormSchema : clientDocumentUploadFormSchema).safeParse(values);
  const fields = documentUploadFieldsSchema.safeParse(values);
  if (checked.success && fields.success && values.file) {
    return { values: { fields: fields.data, file: values.file }, errors: {} };
  }
  const errors: FieldErrors<UploadFormValues> = {};
  const issues = checked.success
    ? [{ path: ['file'], code: 'custom', message: uploadTexts.selectFile }]
    : checked.error.issues;
  for (const { path, code, message } of issues) {
    const field = path[0];
    if (isFormField(field) && errors[field] === undefined) errors[field] = { type: code, message };
  }
  return { values: {}, errors };
}

export interface ClientUploadFormProps {
  /** The user's cases (at least one). */
  readonly cases: readonly Pick<CaseSummary, '_id' | 'name' | 'caseName' | 'caseNumber'>[];
  /** The attorney's Upload Court Documents form: description required, stays on the page after an upload. */
  readonly court?: boolean;
  /** The case chosen when the form opens. */
  readonly defaultCaseId?: string;
  /** Called after a successful upload instead of going to /documents. */
  readonly onUploaded?: () => void;
  /**
   * The case chosen outside the form (the upload page's case list); the form's select follows it, and
   * `onCaseChange` hears the select's choice, so both always show the same case.
   */
  readonly selectedCaseId?: string;
  readonly onCaseChange?: (caseId: string) => void;
  /** Under the case select: what reads more of the user's cases ("Show more cases"), when they come page by page. */
  readonly moreCases?: ReactNode;
}

/** The Upload Document form of Guardians and Executors (spec part 1 §2.17, §3, §5, §8). */
export function ClientUploadForm({
  cases,
  court = false,
  defaultCaseId = '',
  onUploaded,
  selectedCaseId,
  onCaseChange,
  moreCases,
}: ClientUploadFormProps) {
  const navigate = useNavigate();
  const fileLabelId = useId();
  const fileStatusId = useId();
  const fileErrorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UploadFormValues, unknown, UploadFormOutput>({
    resolver: (values) => resolveUploadForm(values, court),
    defaultValues: { ...EMPTY_FORM, caseId: selectedCaseId ?? defaultCaseId },
  });

  const chosenCaseId = useWatch({ control, name: 'caseId' });
  useEffect(() => {
    onCaseChange?.(chosenCaseId);
  }, [chosenCaseId, onCaseChange]);
  useEffect(() => {
    if (selectedCaseId !== undefined && selectedCaseId !== getValues('caseId')) {
      setValue('caseId', selectedCaseId, { shouldValidate: selectedCaseId !== '' });
    }
  }, [selectedCaseId, getValues, setValue]);

  const upload = useUploadClientDocument({
    onSuccess: ({ document }) => {
      if (onUploaded) {
        reset({ ...EMPTY_FORM, caseId: document.caseId ?? '' });
        onUploaded();
      } else {
        void navigate(paths.documents);
      }
    },
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, FORM_FIELDS, setError);
    },
  });

  const onSubmit = useSingleSubmit(handleSubmit, async ({ fields, file }) => {
    setProgress(0);
    await upload.mutate({ fields, file, onProgress: setProgress });
    setProgress(null);
  });

  const fileError = errors.file?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <FormSelectField
        control={control}
        name="documentType"
        id="upload-document-type"
        label={text.documentTypeLabel}
        required
        placeholder={pageText.chooseDocumentType}
        options={DOCUMENT_TYPES}
      />
      <FormSelectField
        control={control}
        name="caseId"
        id="upload-case"
        label={text.caseLabel}
        required
        placeholder={pageText.chooseCase}
        options={cases.map((documentCase) => ({
          value: documentCase._id,
          label: pageText.caseOption(documentCase.caseName || documentCase.name, documentCase.caseNumber),
        }))}
      />
      {moreCases}
      <Controller
        control={control}
        name="file"
        render={({ field }) => {
          const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0] ?? null;
            field.onChange(file);
            // Refuse a file the server would refuse before anything is sent; the server checks again.
            const problem = file ? uploadFileProblem(file) : null;
            if (problem) setError('file', { message: problem });
            else clearErrors('file');
          };
          return (
            <FormControl error={fileError !== undefined} component="fieldset" sx={{ minWidth: 0 }}>
              <FormLabel component="legend" id={fileLabelId} sx={{ mb: 1 }}>
                {text.fileLabel}
              </FormLabel>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                {/* MUI's file-upload pattern: the label only looks like a button; the hidden input takes focus. */}
                <Button
                  component="label"
                  role={undefined}
                  tabIndex={-1}
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                  sx={{
                    alignSelf: 'flex-start',
                    '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  {text.chooseFile}
                  <Box
                    component="input"
                    type="file"
                    name={field.name}
                    accept={UPLOAD_ACCEPT_ATTRIBUTE}
                    ref={field.ref}
                    onChange={chooseFile}
                    onBlur={field.onBlur}
                    aria-required
                    aria-invalid={fileError !== undefined}
                    aria-describedby={[fileStatusId, fileError === undefined ? null : fileErrorId]
                      .filter(Boolean)
                      .join(' ')}
                    sx={visuallyHiddenSx}
                  />
                </Button>
                <Typography id={fileStatusId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {field.value
                    ? pageText.chosenFile(field.value.name, fileSizeLabel(field.value.size))
                    : pageText.noFileChosen}
                </Typography>
              </Stack>
              <FormHelperText error={false}>{text.acceptedFormats}</FormHelperText>
              <FormHelperText error={false} sx={{ mt: 0 }}>
                {text.sizeHint}
              </FormHelperText>
              {fileError !== undefined && (
                <FormHelperText id={fileErrorId} role="alert">
                  {fileError}
                </FormHelperText>
              )}
            </FormControl>
          );
        }}
      />
      <Controller
        control={control}
        name="filingDate"
        render={({ field: { ref, ...field }, fieldState }) => (
          <OutlinedField
            {...field}
            inputRef={ref}
            id="upload-filing-date"
            label={text.filingDateLabel}
            type="date"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field: { ref, ...field }, fieldState }) => (
          <OutlinedField
            {...field}
            inputRef={ref}
            id="upload-description"
            label={text.descriptionLabel}
            multiline
            minRows={3}
            fullWidth
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {isSubmitting && (
        <LinearProgress
          aria-label={pageText.uploadingProgress}
          variant={progress === null ? 'indeterminate' : 'determinate'}
          value={progress ?? undefined}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.documents} variant="outlined">
          {commonTexts.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || upload.offline}>
          {isSubmitting ? text.uploading : text.submit}
        </Button>
      </Stack>
      <OfflineActionReason offline={upload.offline} />
    </Box>
  );
}
