import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { addRecordHref } from '../../add-link';
import type { Reminder } from '../reminders';
import { useDismissed } from '../use-dismissed';

/**
 * The reminders not dismissed on this browser, each with its action; Dismiss keeps one
 * dismissed here (local storage) until its state changes.
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
  const shown = reminders.filter((r) => !dismissed.has(r.id));
  if (shown.length === 0) return null;
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
          sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
        >
          {reminder.text}
        </Alert>
      ))}
    </Box>
  );
}
