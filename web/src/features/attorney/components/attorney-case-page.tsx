import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  attorneyRoutes,
  attorneyTexts,
  attorneyWorkspaceMessages,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  caseNotesRequestSchema,
  type CaseResponse,
  type CaseStatus,
  caseStatusSchema,
  commonTexts,
  type DocumentResponse,
  type DocumentScreen,
} from '@estatekey/domain';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';

import { CaseStagesPanel } from '../../../components/case-progress/case-stages-panel';
import { DocumentViewerDialog } from '../../../components/documents/document-viewer-dialog';
import { ViewDocumentButton } from '../../../components/documents/view-document-button';
import { FormTextField, nativeSelectSlotProps } from '../../../components/form';
import { paths } from '../../../config/paths';
import { ApiError, callApi } from '../../../lib/api-client';
import { useOpenDocument } from '../../../lib/documents/use-open-document';
import { useNotify } from '../../../lib/notify';
import { useApiQuery } from '../../../lib/use-api-query';
import { CasePriorityChip, CaseStatusChip } from './case-chips';
import { chatPath } from './chat-path';
import { formatLocalDate } from './format-case-dates';

const text = attorneyTexts.caseDetail;
const extra = attorneyWorkspaceMessages.caseDetail;
/** The audit log's name for this screen (`?from=`). */
const documentScreen: DocumentScreen = 'attorney-case';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function StatusSelect({
  caseId,
  status,
  onChange,
}: {
  caseId: string;
  status: CaseStatus;
  onChange: (status: CaseStatus) => void;
}) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const change = async (value: string) => {
    const parsed = caseStatusSchema.safeParse(value);
    // Choosing the current value is ignored (spec part 2 §4).
    if (!parsed.success || parsed.data === status || saving) return;
    setSaving(true);
    try {
      const answer = await callApi(attorneyRoutes.updateCaseStatus, {
        params: { id: caseId },
        body: { status: parsed.data },
      });
      onChange(answer.status);
      notify.success(text.statusUpdated);
    } catch (error) {
      console.error('Updating the case status failed', error);
      notify.error(text.statusFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      id="case-status"
      label={extra.statusLabel}
      value={status}
      disabled={saving}
      onChange={(event) => void change(event.target.value)}
      slotProps={nativeSelectSlotProps}
      sx={{ minWidth: 200 }}
    >
      {CASE_STATUSES.map((option) => (
        <option key={option} value={option}>
          {CASE_STATUS_LABELS[option]}
        </option>
      ))}
    </TextField>
  );
}

type NotesForm = z.input<typeof caseNotesRequestSchema>;

function NotesEditor({ caseId, notes }: { caseId: string; notes: string }) {
  const notify = useNotify();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<NotesForm, unknown, z.output<typeof caseNotesRequestSchema>>({
    resolver: zodResolver(caseNotesRequestSchema),
    defaultValues: { notes },
  });
  const save = async (body: z.output<typeof caseNotesRequestSchema>) => {
    try {
      await callApi(attorneyRoutes.saveCaseNotes, { params: { id: caseId }, body });
      notify.success(text.notesSaved);
    } catch (error) {
      console.error('Saving the case notes failed', error);
      notify.error(text.notesFailed);
    }
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

function DocumentList({ documents }: { documents: readonly DocumentResponse[] }) {
  // Opened like on /documents: the view is recorded (from this screen) and the file shows in the shared viewer.
  const { viewing, open, close } = useOpenDocument(documentScreen);
  if (documents.length === 0) return <Typography color="text.secondary">{text.noDocuments}</Typography>;
  return (
    <>
      <List dense disablePadding>
        {documents.map((document) => (
          <ListItem
            key={document._id}
            disableGutters
            secondaryAction={<ViewDocumentButton document={document} onOpen={(chosen) => void open(chosen)} />}
          >
            <ListItemText primary={document.title} secondary={document.documentType} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
      {viewing && <DocumentViewerDialog key={viewing._id} document={viewing} from={documentScreen} onClose={close} />}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function CaseDetails({ initial, documents }: { initial: CaseResponse; documents: readonly DocumentResponse[] }) {
  const [legalCase, setLegalCase] = useState(initial);
  const client = legalCase.clientId;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="h1" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          {legalCase.title}
        </Typography>
        <CaseStatusChip status={legalCase.status} />
        <CasePriorityChip priority={legalCase.priority} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography color="text.secondary">
          {text.opened}: {formatLocalDate(legalCase.createdAt)}
        </Typography>
        {legalCase.caseNumber && (
          <Typography color="text.secondary">{extra.caseNumber(legalCase.caseNumber)}</Typography>
        )}
        <StatusSelect
          caseId={legalCase._id}
          status={legalCase.status}
          onChange={(status) => setLegalCase((current) => ({ ...current, status }))}
        />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Section title={text.description}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{legalCase.description}</Typography>
          </Section>
          {/* The notes field's own label names this block. */}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <NotesEditor caseId={legalCase._id} notes={legalCase.attorneyNotes ?? ''} />
          </Paper>
          <Section title={text.documents}>
            <DocumentList documents={documents} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Section title={text.clientInfo}>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail label={extra.clientName}>{`${client.firstName} ${client.lastName}`.trim()}</Detail>
              <Detail label={extra.clientEmail}>{client.email}</Detail>
              <Detail label={extra.clientPhone}>{client.phone || text.notProvided}</Detail>
            </Box>
            <Button component={RouterLink} to={chatPath(legalCase)} variant="outlined">
              {text.messageClient}
            </Button>
          </Section>
          {legalCase.propertyId !== null && (
            <Section title={text.relatedProperty}>
              <Box component="dl" sx={{ m: 0 }}>
                <Detail label={extra.address}>{legalCase.propertyAddress ?? text.notAvailable}</Detail>
              </Box>
              <Button component={RouterLink} to={paths.property(legalCase.propertyId)} variant="outlined">
                {extra.viewProperty}
              </Button>
            </Section>
          )}
          <Section title={extra.progress}>
            <CaseStagesPanel
              caseId={legalCase._id}
              progressStatus={legalCase.progressStatus}
              editable
              onUpdated={(update) => setLegalCase((current) => ({ ...current, ...update }))}
            />
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

function CaseNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {text.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.notFoundBody}
      </Typography>
      <Button component={RouterLink} to={paths.attorneyDashboard} variant="contained">
        {text.returnToDashboard}
      </Button>
    </Paper>
  );
}

/** A load failure other than a missing case: toast, then back to the dashboard (spec part 2 §2). */
function LoadFailed() {
  const notify = useNotify();
  useEffect(() => notify.error(text.loadFailed), [notify]);
  return <Navigate to={paths.attorneyDashboard} replace />;
}

/** /attorney/cases/{caseId} (spec part 2 §2). */
export function AttorneyCasePage() {
  const { caseId = '' } = useParams();
  const { request } = useApiQuery(attorneyRoutes.attorneyCase, {
    params: { id: caseId },
    onError: (error) => console.error('Loading the case failed', error),
  });
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      {request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
      {request.status === 'error' && (isNotFound(request.error) ? <CaseNotFound /> : <LoadFailed />)}
      {request.status === 'success' && (
        <CaseDetails key={caseId} initial={request.data.caseDetails} documents={request.data.documents} />
      )}
    </Box>
  );
}
