import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  commonTexts,
  type Conversation,
  type ConversationMessage,
  conversationTexts,
  type Document,
  lastSeenOwnMessageId,
  type MessageAttachment,
  otherParticipant,
} from '@estatekey/domain';
import { Fragment, useEffect, useEffectEvent, useRef, useState } from 'react';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { useConversationMessagesSnapshot } from '../../../data/conversations/use-conversation-messages';
import type { LivePage } from '../../../lib/firebase/live-page';
import type { ApiQuery } from '../../../lib/use-api-query';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useMessageAttachments } from '../api/use-message-attachments';
import { formatMessageDay, formatMessageTime, sameDay } from './chat-format';
import { MessageComposer } from './message-composer';

const text = conversationTexts.page;

function AttachmentLine({
  documentId,
  attachments,
}: {
  documentId: string;
  attachments: ApiQuery<ReadonlyMap<string, MessageAttachment>>;
}) {
  if (attachments.status === 'loading') return null;
  const attachment = attachments.status === 'success' ? attachments.data.get(documentId) : undefined;
  const name = attachment?.available ? attachment.name : null;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}>
      <DescriptionOutlined fontSize="small" aria-hidden />
      {name ?? (
        <Box component="span" sx={{ fontStyle: 'italic' }}>
          {conversationTexts.attachmentNotAvailable}
        </Box>
      )}
    </Box>
  );
}

function MessageBubble({
  message,
  own,
  senderName,
  seen,
  attachments,
}: {
  message: ConversationMessage;
  own: boolean;
  senderName: string;
  seen: boolean;
  attachments: ApiQuery<ReadonlyMap<string, MessageAttachment>>;
}) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
          {senderName}{' '}
          <Box component="time" dateTime={message.sentAt.toISOString()} sx={{ fontWeight: 400 }}>
            {formatMessageTime(message.sentAt)}
          </Box>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        {message.documentIds.length > 0 && (
          <Box component="ul" aria-label={text.attachments} sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
            {message.documentIds.map((documentId) => (
              <AttachmentLine key={documentId} documentId={documentId} attachments={attachments} />
            ))}
          </Box>
        )}
      </Box>
      {seen && (
        <Typography variant="caption" color="text.secondary">
          {text.seen}
        </Typography>
      )}
    </Box>
  );
}

/** The thread's messages with day separators, and the polite announcement of each one that arrives while open. */
function MessageList({ conversation, uid }: { conversation: Conversation; uid: string }) {
  const messages = useConversationMessagesSnapshot(conversation.id);
  const markRead = useMarkConversationRead();
  const unread = conversation.readState[uid]?.unreadCount ?? 0;
  const loaded = messages.status === 'success' ? messages.data : null;
  const attachmentKey = (loaded ?? [])
    .filter((message) => message.documentIds.length > 0)
    .map((message) => message.id)
    .join(',');
  const attachments = useMessageAttachments(conversation.id, attachmentKey);
  const [announcement, setAnnouncement] = useState('');
  const newestSeen = useRef<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const nameOf = (senderId: string) =>
    senderId === uid ? text.you : (conversation.participants.find((person) => person.uid === senderId)?.name ?? '');

  const markReadNow = useEffectEvent(() => {
    void markRead.mutate({ params: { id: conversation.id } });
  });
  useEffect(() => {
    if (unread > 0) markReadNow();
  }, [conversation.id, unread]);

  const newest = loaded?.at(-1) ?? null;
  const announce = useEffectEvent((message: ConversationMessage) => {
    if (message.senderId !== uid) setAnnouncement(text.announcement(nameOf(message.senderId), message.text));
  });
  useEffect(() => {
    if (newest === null) return;
    // The first snapshot is history, not news: only later arrivals are announced.
    if (newestSeen.current !== null && newestSeen.current !== newest.id) announce(newest);
    newestSeen.current = newest.id;
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (loaded === null) {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  }
  const seenId = lastSeenOwnMessageId(conversation, loaded, uid);
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {announcement}
      </Box>
      {loaded.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {text.noMessages}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {loaded.map((message, index) => {
            const previous = loaded[index - 1];
            const newDay = previous === undefined || !sameDay(previous.sentAt, message.sentAt);
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <Box component="li" sx={{ textAlign: 'center', my: 1.5 }}>
                    <Typography variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
                      {formatMessageDay(message.sentAt)}
                    </Typography>
                  </Box>
                )}
                <MessageBubble
                  message={message}
                  own={message.senderId === uid}
                  senderName={nameOf(message.senderId)}
                  seen={message.id === seenId}
                  attachments={attachments}
                />
              </Fragment>
            );
          })}
        </Box>
      )}
      <div ref={endRef} />
    </>
  );
}

/** One conversation: who and what it is about, its live messages, and the composer. */
export function ConversationThread({
  conversation,
  uid,
  documents,
  onBack,
}: {
  conversation: Conversation;
  uid: string;
  documents: LivePage<ReadonlyMap<string, Document>>;
  /** Back to the list, on a phone where the list and the thread show one at a time. */
  onBack: (() => void) | null;
}) {
  const other = otherParticipant(conversation, uid);
  const otherName = other?.name ?? '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} size="small" sx={{ mb: 1 }}>
            {text.back}
          </Button>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {otherName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.about(conversation.subject.name)}
        </Typography>
      </Box>
      <Box
        sx={{ flexGrow: 1, overflowY: 'auto', p: 1.5, minHeight: 200 }}
        tabIndex={0}
        aria-label={text.threadLabel(otherName)}
        role="region"
      >
        <LiveDataBoundary label="message thread" fallback={<Alert severity="error">{text.loadFailed}</Alert>}>
          <MessageList conversation={conversation} uid={uid} />
        </LiveDataBoundary>
      </Box>
      <MessageComposer key={conversation.id} conversationId={conversation.id} documents={documents} />
    </Box>
  );
}
