/** The mails the mock "sent" (GET /mock/outbox), newest first, filtered by address; copy a code. */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { routeData, withQuery } from '../api';
import { Feedback } from '../feedback';
import { useAction } from '../use-action';

export interface OutboxMail {
  emailAddress: string;
  email_type: number;
  code: string;
  sent_at: string;
}

const MAIL_TYPES: Record<number, string> = { 1: 'Password reset', 2: 'Sign-up or binding' };

export function OutboxPanel() {
  const [email, setEmail] = useState('');
  const [mails, setMails] = useState<OutboxMail[]>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const { feedback, run } = useAction();

  const load = useCallback(
    (address: string) =>
      run(async () => {
        setMails(
          await routeData<OutboxMail[]>('GET', withQuery('/mock/outbox', { email: address })),
        );
      }),
    [run],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => void load(email.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [email, load]);

  const copy = (mail: OutboxMail) =>
    run(async () => {
      await navigator.clipboard.writeText(mail.code);
      setCopied(`${mail.sent_at}|${mail.code}`);
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        Outbox
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label="Filter by e-mail address"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          size="small"
          sx={{ minWidth: 320 }}
        />
        <Button variant="outlined" onClick={() => void load(email.trim())}>
          Refresh
        </Button>
      </Stack>
      <Feedback state={feedback} />
      {mails.length === 0 ? (
        <Typography>No mails{email.trim() ? ' to this address' : ''}.</Typography>
      ) : (
        <Table size="small" aria-label="Mails, newest first">
          <TableHead>
            <TableRow>
              <TableCell>Sent</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Code</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mails.map((mail) => {
              const key = `${mail.sent_at}|${mail.code}`;
              return (
                <TableRow key={key} data-testid="outbox-mail">
                  <TableCell>{mail.sent_at}</TableCell>
                  <TableCell>{mail.emailAddress}</TableCell>
                  <TableCell>{MAIL_TYPES[mail.email_type] ?? `Type ${mail.email_type}`}</TableCell>
                  <TableCell>
                    <code>{mail.code}</code>
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => void copy(mail)}
                      aria-label={`${copied === key ? 'Copied' : 'Copy'} the code ${mail.code}`}
                    >
                      {copied === key ? 'Copied' : 'Copy'}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
