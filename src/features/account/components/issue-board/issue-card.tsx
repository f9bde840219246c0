import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { IssueChat } from './issue-chat';
import { ISSUE_STATUS_LABELS, type IssueKind, type IssueTypes } from './issue-kind';

export interface IssueCardProps<T extends IssueTypes> {
  kind: IssueKind<T>;
  issue: T['issue'];
  onEnd: (issue: T['issue']) => Promise<void>;
}

/** One issue: its label, what was reported, when, its status and a chat that opens in place. */
export function IssueCard<T extends IssueTypes>({ kind, issue, onEnd }: IssueCardProps<T>) {
  const [chatOpen, setChatOpen] = useState(false);
  const titleId = useId();
  const chatId = useId();
  const status = kind.status(issue);
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {kind.title(issue)}
          </Typography>
          <Chip
            size="small"
            label={ISSUE_STATUS_LABELS[status]}
            color={status === 1 ? 'warning' : 'default'}
          />
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          {kind.details(issue).map((detail) => (
            <Box key={detail.label} sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {detail.label}:
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {detail.value}
              </Typography>
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Added:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {kind.addTime(issue)}
            </Typography>
          </Box>
        </Box>
        <Button
          sx={{ mt: 1 }}
          startIcon={chatOpen ? <ExpandLessIcon /> : <ChatBubbleOutlineIcon />}
          aria-expanded={chatOpen}
          aria-controls={chatOpen ? chatId : undefined}
          onClick={() => setChatOpen((value) => !value)}
        >
          {chatOpen ? 'Hide chat' : 'Chat'}
        </Button>
        {chatOpen && <IssueChat kind={kind} issue={issue} id={chatId} onEnd={() => onEnd(issue)} />}
      </CardContent>
    </Card>
  );
}
