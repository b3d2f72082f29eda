import {
  type Conversation,
  type ConversationMessage,
  conversationRoutes,
  conversationTexts,
  type Document,
  MESSAGE_TEXT_MAX,
} from '@estatekey/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import type { LivePage } from '../../../lib/firebase/live-page';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
const live = vi.hoisted(() => {
  /** A tiny external store standing in for a Firestore listener: `set` delivers a new snapshot. */
  function store<T>(initial: T) {
    let value = initial;
    const listeners = new Set<() => void>();
    return {
      get: () => value,
      set(next: T) {
        value = next;
        for (const listener of listeners) listener();
      },
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }
  return { store };
});
const conversationsStore = live.store<LivePage<Conversation[]>>({ status: 'loading' });
const messagesStore = live.store<LiveResult<ConversationMessage[]>>({ status: 'loading' });

vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../../../data/conversations/use-conversations', () => ({
  useConversationsSnapshot: () =>
    useSyncExternalStore(conversationsStore.subscribe, conversationsStore.get, conversationsStore.get),
  useUnreadMessageCount: () => ({ status: 'loading' }),
  useOwnConversation: () => ({ status: 'success', data: null }),
}));
vi.mock('../../../data/conversations/use-conversation-messages', () => ({
  useConversationMessagesSnapshot: () =>
    useSyncExternalStore(messagesStore.subscribe, messagesStore.get, messagesStore.get),
}));
vi.mock('../../../data/documents/use-readable-documents', () => ({ useReadableDocumentsByName: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const { useReadableDocumentsByName } = await import('../../../data/documents/use-readable-documents');
const text = conversationTexts.page;
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

function conversationFixture(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'conv-1',
    subject: { kind: 'case', id: 'case-1', name: 'Estate of Harold Guardian' },
    participantIds: ['persona-alice', 'persona-avery'],
    participants: [
      { uid: 'persona-alice', name: 'Alice Guardian', role: 'Guardian' },
      { uid: 'persona-avery', name: 'Avery Attorney', role: 'Attorney' },
    ],
    lastMessage: { id: 'm3', senderId: 'persona-alice', text: 'Thank you!', sentAt: at(25, 10) },
    readState: {
      'persona-alice': { lastReadAt: at(25, 10), unreadCount: 0, lastNotifiedAt: null },
      'persona-avery': { lastReadAt: at(25, 11), unreadCount: 0, lastNotifiedAt: null },
    },
    createdBy: 'persona-avery',
    createdAt: at(24, 9),
    updatedAt: at(25, 10),
    ...overrides,
  };
}

function message(id: string, senderId: string, body: string, sentAt: Date, documentIds: string[] = []) {
  return { id, conversationId: 'conv-1', senderId, text: body, documentIds, sentAt };
}

const HISTORY: ConversationMessage[] = [
  message('m1', 'persona-avery', 'The court approved the sale.', at(24, 9, 5), ['doc-order', 'doc-secret']),
  message('m2', 'persona-avery', 'Please sign by Friday.', at(25, 9, 30)),
  message('m3', 'persona-alice', 'Thank you!', at(25, 10)),
];

const readable = new Map<string, Document>([
  [
    'doc-order',
    { id: 'doc-order', originalName: 'court-order.pdf', caseName: 'Estate of Harold Guardian' } as Document,
  ],
]);

const sendMessage = vi.fn((_options: unknown) => ({ id: 'm-new' }));
const markRead = vi.fn((_options: unknown) => ({ message: conversationTexts.server.markedRead }));
const openConversation = vi.fn((_options: unknown) => ({ id: 'conv-1' }));

beforeEach(() => {
  vi.mocked(useReadableDocumentsByName).mockReturnValue({ status: 'success', data: readable });
  sendMessage.mockClear();
  markRead.mockClear();
  openConversation.mockClear();
  answerApiCalls([
    [conversationRoutes.sendMessage, sendMessage],
    [conversationRoutes.markConversationRead, markRead],
    [conversationRoutes.createConversation, openConversation],
    [
      conversationRoutes.listMessages,
      () => ({
        messages: [
          {
            id: 'm1',
            senderId: 'persona-avery',
            text: 'The court approved the sale.',
            sentAt: at(24, 9, 5),
            attachments: [
              { documentId: 'doc-order', available: true, name: 'court-order.pdf' },
              { documentId: 'doc-secret', available: false, name: null },
            ],
          },
        ],
        nextPageToken: null,
      }),
    ],
  ]);
  conversationsStore.set({ status: 'success', data: [conversationFixture()] });
  messagesStore.set({ status: 'success', data: HISTORY });
});

async function openChat(path = '/chat') {
  const view = renderAppAt(path, signedInAs('Guardian', 'persona-alice'));
  await screen.findByRole('heading', { level: 1, name: text.title });
  return view;
}

describe('chat page (/chat)', () => {
  it('waits for the conversations, then says when there are none', async () => {
    conversationsStore.set({ status: 'loading' });
    await openChat();
    expect(screen.getByRole('progressbar', { name: /loading/i })).toBeInTheDocument();
    act(() => conversationsStore.set({ status: 'success', data: [] }));
    expect(await screen.findByText(text.noConversations)).toBeInTheDocument();
  });

  it('offers Show more under the list while more conversations exist than the page holds', async () => {
    const showMore = vi.fn();
    conversationsStore.set({ status: 'success', data: [conversationFixture()], showMore });
    const user = userEvent.setup();
    await openChat();
    await user.click(await screen.findByRole('button', { name: text.showMoreConversations }));
    expect(showMore).toHaveBeenCalledOnce();
    act(() => conversationsStore.set({ status: 'success', data: [conversationFixture()], showMore: null }));
    expect(screen.queryByRole('button', { name: text.showMoreConversations })).toBeNull();
  });

  it('lists each conversation with the other party, its case, the last message and the unread count', async () => {
    conversationsStore.set({
      status: 'success',
      data: [
        conversationFixture({
          readState: {
            'persona-alice': { lastReadAt: null, unreadCount: 2, lastNotifiedAt: null },
            'persona-avery': { lastReadAt: null, unreadCount: 0, lastNotifiedAt: null },
          },
        }),
      ],
    });
    await openChat();
    const list = await screen.findByRole('list', { name: text.listLabel });
    const row = within(list).getByRole('link', { name: /Avery Attorney/ });
    expect(row).toHaveTextContent(text.about('Estate of Harold Guardian'));
    expect(row).toHaveTextContent(`${text.you}: Thank you!`);
    expect(row).toHaveTextContent(text.unread(2));
    expect(row).toHaveAttribute('href', '/chat?conversation=conv-1');
    expect(screen.getByText(text.chooseConversation)).toBeInTheDocument();
  });

  it('shows the thread with day separators, senders, times, "Seen" and attachments as the reader sees them', async () => {
    await openChat('/chat?conversation=conv-1');
    const thread = await screen.findByRole('region', { name: text.threadLabel('Avery Attorney') });
    expect(
      within(thread)
        .getAllByRole('heading', { level: 3 })
        .map((day) => day.textContent),
    ).toEqual(['Tuesday, November 24, 2026', 'Wednesday, November 25, 2026']);
    expect(within(thread).getByText('The court approved the sale.').closest('li')).toHaveTextContent(
      /Avery Attorney\s9:05\sAM/,
    );
    expect(within(thread).getByText('Thank you!').closest('li')).toHaveTextContent(
      new RegExp(`${text.you}\\s10:00\\sAM`),
    );
    expect(within(thread).getAllByText(text.seen)).toHaveLength(1);
    expect(within(thread).getByText('Thank you!').closest('li')).toHaveTextContent(text.seen);
    expect(await within(thread).findByText('court-order.pdf')).toBeInTheDocument();
    expect(within(thread).getByText(conversationTexts.attachmentNotAvailable)).toBeInTheDocument();
  });

  it('sends with Enter, keeps Shift+Enter as a new line and shows the character count', async () => {
    const user = userEvent.setup({ delay: null });
    await openChat('/chat?conversation=conv-1');
    const composer = await screen.findByRole('textbox', { name: text.composerLabel });
    await user.type(composer, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(composer).toHaveValue('Hello\nthere');
    expect(screen.getByText(text.characterCount(11, MESSAGE_TEXT_MAX))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sendMessage).toHaveBeenCalledWith(
        expect.objectContaining({ params: { id: 'conv-1' }, body: { text: 'Hello\nthere', documentIds: [] } }),
      ),
    );
    await waitFor(() => expect(composer).toHaveValue(''));
  });

  it('refuses a message over the limit before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    await openChat('/chat?conversation=conv-1');
    const composer = await screen.findByRole('textbox', { name: text.composerLabel });
    await user.click(composer);
    await user.paste('x'.repeat(MESSAGE_TEXT_MAX + 1));
    expect(screen.getByText(text.characterCount(MESSAGE_TEXT_MAX + 1, MESSAGE_TEXT_MAX))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.send })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(conversationTexts.validation.textTooLong(MESSAGE_TEXT_MAX))).toBeInTheDocument();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('attaches a readable document picked from the list', async () => {
    const user = userEvent.setup({ delay: null });
    await openChat('/chat?conversation=conv-1');
    await user.click(await screen.findByRole('button', { name: text.attach }));
    const dialog = await screen.findByRole('dialog', { name: text.attachDialogTitle });
    await user.click(within(dialog).getByRole('checkbox', { name: /court-order\.pdf/ }));
    await user.click(within(dialog).getByRole('button', { name: text.attachDone }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: text.removeAttachment('court-order.pdf') })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: text.composerLabel }), 'The order{Enter}');
    await waitFor(() =>
      expect(sendMessage).toHaveBeenCalledWith(
        expect.objectContaining({ body: { text: 'The order', documentIds: ['doc-order'] } }),
      ),
    );
  });

  it('marks the open conversation read when unread messages arrive, and announces them', async () => {
    await openChat('/chat?conversation=conv-1');
    await screen.findByRole('region', { name: text.threadLabel('Avery Attorney') });
    expect(markRead).not.toHaveBeenCalled();
    const arrived = message('m4', 'persona-avery', 'See you Friday.', at(25, 12));
    act(() => {
      messagesStore.set({ status: 'success', data: [...HISTORY, arrived] });
      conversationsStore.set({
        status: 'success',
        data: [
          conversationFixture({
            readState: {
              'persona-alice': { lastReadAt: at(25, 10), unreadCount: 1, lastNotifiedAt: null },
              'persona-avery': { lastReadAt: at(25, 12), unreadCount: 0, lastNotifiedAt: null },
            },
          }),
        ],
      });
    });
    await waitFor(() =>
      expect(markRead).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ params: { id: 'conv-1' } })),
    );
    // The thread's live region (the signed-in frame has another, for the offline banner).
    expect(
      screen
        .getAllByRole('status')
        .filter((region) => region.textContent === text.announcement('Avery Attorney', 'See you Friday.')),
    ).toHaveLength(1);
  });

  it('opens the conversation of a ?with= link and shows it', async () => {
    const { router } = await openChat('/chat?with=persona-avery&case=case-1');
    await waitFor(() =>
      expect(openConversation).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ body: { withUserId: 'persona-avery', caseId: 'case-1', propertyId: undefined } }),
      ),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=conv-1'));
    expect(await screen.findByRole('region', { name: text.threadLabel('Avery Attorney') })).toBeInTheDocument();
  });

  it('tells why a ?with= link cannot open a conversation and shows the list', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openConversation.mockImplementationOnce(() => {
      throw new ApiError(403, conversationTexts.server.noSharedSubject);
    });
    const { router } = await openChat('/chat?with=persona-mallory');
    expect(await screen.findByText(conversationTexts.server.noSharedSubject)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: text.listLabel })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  describe('on a phone', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'matchMedia',
        (media: string) =>
          ({
            matches: media.includes('max-width'),
            media,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('shows the list or the thread, one at a time, with a way back', async () => {
      const user = userEvent.setup({ delay: null });
      await openChat();
      const list = await screen.findByRole('list', { name: text.listLabel });
      expect(screen.queryByText(text.chooseConversation)).toBeNull();
      await user.click(within(list).getByRole('link', { name: /Avery Attorney/ }));
      expect(await screen.findByRole('region', { name: text.threadLabel('Avery Attorney') })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: text.listLabel })).toBeNull();
      await user.click(screen.getByRole('button', { name: text.back }));
      expect(await screen.findByRole('list', { name: text.listLabel })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: text.threadLabel('Avery Attorney') })).toBeNull();
    });
  });
});
