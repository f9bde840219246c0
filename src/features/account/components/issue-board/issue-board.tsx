import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useAccountQuery, useAccountWrite } from '../../api/account-query';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { AccountPagination } from '../account-pagination';
import { EmptyList } from '../first-step';
import { LoadFailure } from '../records-table';
import { useConfirm } from '../use-confirm';
import { IssueCard } from './issue-card';
import { type IssueKind, type IssueTypes, newestFirst } from './issue-kind';

export interface IssueBoardProps<T extends IssueTypes> {
  kind: IssueKind<T>;
}

/**
 * The product issues and car issues pages: a card per
 * issue, newest first, paged by the list's page parameter, an Add dialog and a chat per card.
 */
export function IssueBoard<T extends IssueTypes>({ kind }: IssueBoardProps<T>) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useAccountQuery(kind.list, { page });
  const write = useAccountWrite();
  const { confirm, dialog } = useConfirm();

  // Issues are closed, never deleted: a page never empties under the customer's feet.
  const pageInfo = list.data?.page;

  const issues = list.data ? newestFirst(kind.issues(list.data), kind.addTime, kind.id) : undefined;

  const end = async (issue: T['issue']) => {
    if (!(await confirm(ACCOUNT_MESSAGES.endIssueConfirm))) return;
    await write({
      endpoint: kind.end.endpoint,
      params: kind.end.params(issue),
      revalidate: [kind.list],
    });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add
        </Button>
      </Box>
      <Stack
        component="section"
        aria-label={kind.listLabel}
        aria-busy={issues === undefined}
        spacing={2}
        sx={{ mt: 2 }}
      >
        {issues === undefined ? (
          list.error ? (
            <LoadFailure
              label={kind.listLabel}
              load={{
                error: list.error,
                retry: () => void list.mutate(),
                validating: list.isValidating,
              }}
            />
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading" />
            </Box>
          )
        ) : issues.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <EmptyList step={kind.firstStep} keyword="" onAdd={() => setAdding(true)} />
          </Paper>
        ) : (
          issues.map((issue) => (
            <IssueCard key={kind.id(issue)} kind={kind} issue={issue} onEnd={end} />
          ))
        )}
      </Stack>
      {pageInfo && <AccountPagination page={pageInfo} onChange={setPage} jumper={false} />}
      <kind.AddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          setPage(1);
        }}
        all={list.data}
        revalidate={[kind.list]}
      />
      {dialog}
    </Box>
  );
}
