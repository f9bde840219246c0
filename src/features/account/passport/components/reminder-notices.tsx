import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { addRecordHref } from '../../add-link';
import type { Reminder } from '../reminders';
import { useDismissed } from '../use-dismissed';

/** How many reminders show before "Show all". */
const FIRST_REMINDERS = 3;

/**
 * The reminders not dismissed on this browser, each with its action; Dismiss keeps one
 * dismissed here (local storage) until its state changes. The first three show, the others
 * behind "Show all" (a customer with many expired serials is not met by a wall of notices).
 */
export function ReminderNotices({
  reminders,
  warrantyClaimPath,
  onViewClaim,
}: {
  reminders: readonly Reminder[];
  warrantyClaimPath: string;
  onViewClaim: (claimId: number) => void;
}) {
  const [dismissed, dismiss] = useDismissed();
  const [all, setAll] = useState(false);
  const due = reminders.filter((r) => !dismissed.has(r.id));
  if (due.length === 0) return null;
  const shown = all ? due : due.slice(0, FIRST_REMINDERS);
  return (
    <Box component="section" aria-label="Reminders" sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      {shown.map((reminder) => (
        <Alert
          key={reminder.id}
          severity={reminder.kind === 'serial-expired' ? 'error' : 'warning'}
          data-reminder={reminder.kind}
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
              {reminder.kind === 'claim-waiting' && reminder.claimId !== undefined ? (
                <Button
                  size="small"
                  color="inherit"
                  variant="outlined"
                  onClick={() => onViewClaim(reminder.claimId!)}
                >
                  {reminder.action}
                </Button>
              ) : (
                <Button
                  size="small"
                  color="inherit"
                  variant="outlined"
                  component={Link}
                  href={
                    reminder.kind === 'warranty-ending' && warrantyClaimPath
                      ? addRecordHref(warrantyClaimPath)
                      : paths.techSupport()
                  }
                >
                  {reminder.action}
                </Button>
              )}
              <Button
                size="small"
                color="inherit"
                onClick={() => dismiss(reminder.id)}
                aria-label={`Dismiss: ${reminder.text}`}
              >
                Dismiss
              </Button>
            </Box>
          }
          sx={{
            alignItems: 'center',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' } },
            '& .MuiAlert-action': {
              pt: 0,
              ml: { xs: 0, sm: 'auto' },
              pl: { xs: 0, sm: 2 },
              width: { xs: '100%', sm: 'auto' },
            },
          }}
        >
          {reminder.text}
        </Alert>
      ))}
      {due.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ justifySelf: 'start' }}>
          {`Show all ${due.length} reminders`}
        </Button>
      )}
    </Box>
  );
}
