import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { commonTexts, conversationLink, conversationTexts, type Conversation } from '@estatekey/domain';
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useConversationsSnapshot, useOwnConversation } from '../../../data/conversations/use-conversations';
import { useReadableDocumentsByName } from '../../../data/documents/use-readable-documents';
import { useAuthSession, useSignedInUid } from '../../../lib/auth/auth-session';
import { useOpenConversation } from '../api/open-conversation';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

const text = conversationTexts.page;

/** `?with={userId}` (with `case` or `property` when the link knows it): opens or starts that conversation once. */
function useOpenFromLink(): boolean {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const open = useOpenConversation();
  const withUserId = search.get('with');
  const caseId = search.get('case') ?? undefined;
  const propertyId = search.get('property') ?? undefined;
  const asked = useRef<string | null>(null);
  const openNow = useEffectEvent(async (userId: string) => {
    const opened = await open.mutate({ body: { withUserId: userId, caseId, propertyId } });
    await navigate(opened ? conversationLink(opened.id) : '/chat', { replace: true });
  });
  useEffect(() => {
    if (withUserId === null || asked.current === withUserId) return;
    asked.current = withUserId;
    void openNow(withUserId);
  }, [withUserId]);
  return withUserId !== null;
}

function ChatWorkspace() {
  const conversations = useConversationsSnapshot();
  const [search] = useSearchParams();
  const opening = useOpenFromLink();

  if (opening || conversations.status === 'loading') return <Waiting opening={opening} />;
  const selectedId = search.get('conversation');
  const listed = conversations.data.find((conversation) => conversation.id === selectedId);
  const workspace = (selected: Conversation | undefined) => (
    <Workspace conversations={conversations.data} showMore={conversations.showMore ?? null} selected={selected} />
  );
  // A linked conversation older than the loaded pages is read on its own.
  if (selectedId !== null && listed === undefined) {
    return <OffPageConversation conversationId={selectedId} render={workspace} />;
  }
  return workspace(listed);
}

function Waiting({ opening }: { opening: boolean }) {
  return (
    <CircularProgress
      aria-label={opening ? text.opening : commonTexts.loading}
      sx={{ display: 'block', mx: 'auto', my: 4 }}
    />
  );
}

function OffPageConversation({
  conversationId,
  render,
}: {
  conversationId: string;
  render: (selected: Conversation | undefined) => ReactNode;
}) {
  const conversation = useOwnConversation(conversationId);
  if (conversation.status === 'loading') return <Waiting opening={false} />;
  return render(conversation.data ?? undefined);
}

function Workspace({
  conversations,
  showMore,
  selected,
}: {
  conversations: readonly Conversation[];
  showMore: (() => void) | null;
  selected: Conversation | undefined;
}) {
  const uid = useSignedInUid();
  const session = useAuthSession();
  const admin = session.status === 'signedIn' && session.role === 'Admin';
  const documents = useReadableDocumentsByName(admin);
  const [, setSearch] = useSearchParams();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const showList = !phone || selected === undefined;
  const showThread = !phone || selected !== undefined;
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
        minHeight: { md: 560 },
        height: { md: 'calc(100vh - 220px)' },
        overflow: 'hidden',
      }}
    >
      {showList && (
        <Box
          component="nav"
          aria-label={text.listLabel}
          sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, overflowY: 'auto', minHeight: 0 }}
        >
          <ConversationList conversations={conversations} uid={uid} selectedId={selected?.id ?? null} />
          <Box sx={{ display: 'flex', justifyContent: 'center', p: showMore ? 1 : 0 }}>
            <ShowMoreButton showMore={showMore} label={text.showMoreConversations} />
          </Box>
        </Box>
      )}
      {showThread && (
        <Box sx={{ minHeight: 0, minWidth: 0 }}>
          {selected ? (
            <ConversationThread
              conversation={selected}
              uid={uid}
              documents={documents}
              onBack={phone ? () => setSearch({}) : null}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {conversations.length === 0 ? '' : text.chooseConversation}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** /chat: the user's secure conversations, live, about their cases and properties (the 'Message Client' target). */
export function ChatPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {text.title}
      </Typography>
      <LiveDataBoundary label="conversations" fallback={<Alert severity="error">{text.loadFailed}</Alert>}>
        <ChatWorkspace />
      </LiveDataBoundary>
    </Container>
  );
}
