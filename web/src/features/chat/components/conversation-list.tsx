import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { type Conversation, conversationLink, conversationTexts, otherParticipant } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { UnreadBadge } from '../../../components/ui/unread-badge';

const text = conversationTexts.page;

function ConversationRow({
  conversation,
  uid,
  selected,
}: {
  conversation: Conversation;
  uid: string;
  selected: boolean;
}) {
  const other = otherParticipant(conversation, uid);
  const unread = conversation.readState[uid]?.unreadCount ?? 0;
  const last = conversation.lastMessage;
  const preview = last === null ? text.noLastMessage : `${last.senderId === uid ? `${text.you}: ` : ''}${last.text}`;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={conversationLink(conversation.id)}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        sx={{ display: 'grid', gap: 0.25, alignItems: 'start', py: 1.25 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography
            component="span"
            sx={{ fontWeight: unread > 0 ? 700 : 600, flexGrow: 1, overflowWrap: 'anywhere' }}
          >
            {other?.name ?? ''}
          </Typography>
          {unread > 0 && <UnreadBadge count={unread} label={text.unread} />}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.about(conversation.subject.name)}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: unread > 0 ? 600 : 400,
          }}
        >
          {preview}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** The user's conversations, newest first: the other party, the case or property, the last message, unread count. */
export function ConversationList({
  conversations,
  uid,
  selectedId,
}: {
  conversations: readonly Conversation[];
  uid: string;
  selectedId: string | null;
}) {
  if (conversations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {text.noConversations}
      </Typography>
    );
  }
  return (
    <List aria-label={text.listLabel} disablePadding>
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.id}
          conversation={conversation}
          uid={uid}
          selected={conversation.id === selectedId}
        />
      ))}
    </List>
  );
}
