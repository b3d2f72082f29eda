import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { conversationTexts, type Document, MESSAGE_TEXT_MAX, sendMessageRequestSchema } from '@estatekey/domain';
import { type KeyboardEvent, useId, useState } from 'react';

import type { LivePage } from '../../../lib/firebase/live-page';
import { useSendMessage } from '../api/send-message';
import { AttachmentPicker } from './attachment-picker';
import { OutlinedField } from '../../../components/form';

const text = conversationTexts.page;

/** Writes and sends a message: Enter sends, Shift+Enter starts a new line, at most MESSAGE_TEXT_MAX characters. */
export function MessageComposer({
  conversationId,
  documents,
}: {
  conversationId: string;
  documents: LivePage<ReadonlyMap<string, Document>>;
}) {
  const [draft, setDraft] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const countId = useId();
  const send = useSendMessage(() => {
    setDraft('');
    setDocumentIds([]);
  });
  const length = [...draft].length;
  const tooLong = length > MESSAGE_TEXT_MAX;

  const submit = async () => {
    const parsed = sendMessageRequestSchema.safeParse({ text: draft, documentIds });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? text.sendFailed);
      return;
    }
    setProblem(null);
    await send.mutate({ params: { id: conversationId }, body: parsed.data });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const documentName = (id: string) =>
    documents.status === 'success' ? (documents.data.get(id)?.originalName ?? id) : id;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {documentIds.length > 0 && (
        <Box
          component="ul"
          aria-label={text.attachments}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {documentIds.map((id) => (
            <li key={id}>
              <Chip
                label={documentName(id)}
                onDelete={() => setDocumentIds(documentIds.filter((selected) => selected !== id))}
                aria-label={text.removeAttachment(documentName(id))}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
      <OutlinedField
        id={fieldId}
        label={text.composerLabel}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        error={tooLong || problem !== null}
        helperText={problem ?? text.composerHint}
        slotProps={{ htmlInput: { 'aria-describedby': `${fieldId}-helper-text ${countId}` } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={countId} variant="caption" color={tooLong ? 'error' : 'text.secondary'} sx={{ flexGrow: 1 }}>
          {text.characterCount(length, MESSAGE_TEXT_MAX)}
        </Typography>
        <Button startIcon={<AttachFileIcon />} onClick={() => setPicking(true)}>
          {text.attach}
        </Button>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={send.pending || tooLong}>
          {send.pending ? text.sending : text.send}
        </Button>
      </Box>
      <AttachmentPicker
        open={picking}
        documents={documents}
        selectedIds={documentIds}
        onChange={setDocumentIds}
        onClose={() => setPicking(false)}
      />
    </Box>
  );
}
