import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '@/components/toast';
import { pictureUrl } from '@/lib/format';
import { getStoredUserInfo } from '@/lib/session';
import { useAccountQuery, useAccountWrite } from '../../api/account-query';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import {
  type ChatMessage,
  formatDayTime,
  type IssueKind,
  type IssueTypes,
  TECHNICIAN_NAME,
} from './issue-kind';

/** How often an open chat asks for new messages (the technician's replies). */
export const CHAT_REFRESH_MS = 3000;
/** The longest message (the mock API's limit is higher). */
const MAX_MESSAGE = 2000;

/** A send the server refused: the optimistic message is rolled back. */
class SendRefused extends Error {}

export interface IssueChatProps<T extends IssueTypes> {
  kind: IssueKind<T>;
  issue: T['issue'];
  id: string;
  /** The card's End Issue: asks, then ends and revalidates the list. */
  onEnd: () => Promise<void>;
}

function MessageItem({ message }: { message: ChatMessage }) {
  const name = message.userName.trim() || TECHNICIAN_NAME;
  const technician = !message.userName.trim();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1 }}>
      <Avatar
        src={pictureUrl(message.userPicture) || undefined}
        alt={name}
        sx={{ width: 36, height: 36, bgcolor: technician ? 'primary.main' : undefined }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="subtitle2" component="span">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="span">
            {message.addTime}
          </Typography>
        </Box>
        {/* Plain text, never HTML; the sender's line breaks are kept. */}
        <Typography
          variant="body2"
          data-testid="chat-message-content"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.content}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * An issue's chat with the technicians: loads when opened, scrolls to the
 * newest message, asks for new ones every few seconds while open. An open issue has a 4-row
 * message box, Send and End Issue; a closed one is read-only.
 */
export function IssueChat<T extends IssueTypes>({ kind, issue, id, onEnd }: IssueChatProps<T>) {
  const open = kind.status(issue) === 1;
  const query = useAccountQuery(kind.messages.endpoint, kind.messages.params(issue), {
    refreshInterval: open ? CHAT_REFRESH_MS : 0,
  });
  const write = useAccountWrite();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [ending, setEnding] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();

  const messages = query.data ? kind.messages.read(query.data) : undefined;
  const lastId = messages?.at(-1)?.id;
  const count = messages?.length ?? 0;

  // On opening (once loaded) and after every new message: show the newest.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, lastId]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const content = draft.trim();
    if (!content) {
      toast.warning(ACCOUNT_MESSAGES.messageRequired);
      return;
    }
    const user = getStoredUserInfo();
    const pending: ChatMessage = {
      id: `pending-${Date.now()}`,
      content,
      addTime: formatDayTime(new Date()),
      userName: user?.uName.trim() || user?.uEmail || 'Me',
      userPicture: user?.uPicture ?? '',
    };
    setSending(true);
    try {
      await query.mutate(
        async (current) => {
          const answer = await write({
            endpoint: kind.send.endpoint,
            params: kind.send.body(issue, content),
            revalidate: [],
            announce: kind.send.announce,
          });
          if (!answer) throw new SendRefused();
          return kind.messages.append(current, kind.send.sent(answer) ?? pending);
        },
        {
          optimisticData: (current) => kind.messages.append(current, pending),
          rollbackOnError: true,
          populateCache: true,
          revalidate: true,
        },
      );
      setDraft('');
    } catch {
      // Refused: the server's msg was shown and the message rolled back; the text stays.
    } finally {
      setSending(false);
    }
  };

  const end = async () => {
    setEnding(true);
    try {
      await onEnd();
    } finally {
      setEnding(false);
    }
  };

  return (
    <Box id={id} sx={{ mt: 2 }}>
      <Box
        component="ul"
        ref={listRef}
        aria-label="Messages"
        aria-busy={messages === undefined}
        aria-live="polite"
        sx={{
          listStyle: 'none',
          m: 0,
          px: 1.5,
          py: 0.5,
          maxHeight: 320,
          overflowY: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {messages === undefined ? (
          <Box component="li" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            {query.error ? (
              <Typography variant="body2" color="text.secondary">
                The messages could not be loaded.
              </Typography>
            ) : (
              <CircularProgress size={24} aria-label="Loading messages" />
            )}
          </Box>
        ) : messages.length === 0 ? (
          <Box component="li" sx={{ py: 2 }}>
            <Typography variant="body2" color="text.secondary">
              No messages yet.
            </Typography>
          </Box>
        ) : (
          messages.map((message) => <MessageItem key={message.id} message={message} />)
        )}
      </Box>
      {open && (
        <Box component="form" noValidate onSubmit={send} sx={{ mt: 2 }}>
          <TextField
            id={inputId}
            label="Message"
            multiline
            rows={4}
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            <Button color="error" onClick={() => void end()} disabled={ending}>
              End Issue
            </Button>
            <Button type="submit" variant="contained" disabled={sending}>
              Send
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
