/**
 * The schedule (GET /mock/schedule) and the recent publishes with the pages they revalidated
 * (GET /mock/publishes): read again after every action of the editor (`revision`) and every
 * few seconds, since the mock publishes scheduled drafts on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText, routeData } from '../../api';
import type { PublishLine, ScheduledLine } from './types';

const POLL_MS = 5_000;
const SHOWN_PUBLISHES = 10;

export function Activity({ revision }: { revision: number }) {
  const [schedule, setSchedule] = useState<ScheduledLine[]>([]);
  const [publishes, setPublishes] = useState<PublishLine[]>([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [nextSchedule, nextPublishes] = await Promise.all([
        routeData<ScheduledLine[]>('GET', '/mock/schedule'),
        routeData<PublishLine[]>('GET', '/mock/publishes'),
      ]);
      setSchedule(nextSchedule);
      setPublishes(nextPublishes);
      setError(null);
    } catch (reason) {
      setError(errorText(reason));
    }
  }, []);

  useEffect(() => {
    const first = window.setTimeout(() => void load(), 0);
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [load, revision]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
          Schedule and recent publishes
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void load()}>
          Refresh
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <section aria-labelledby="schedule-title">
        <Typography id="schedule-title" variant="h4" sx={{ fontSize: '1.1rem' }}>
          Scheduled
        </Typography>
        {schedule.length === 0 ? (
          <Typography>Nothing is scheduled.</Typography>
        ) : (
          <List dense>
            {schedule.map((line) => (
              <ListItem key={`${line.collection}/${line.id}`}>
                <ListItemText
                  primary={`${line.collection} #${line.id} ${line.title}`}
                  secondary={`publishes at ${new Date(line.publish_at).toLocaleString()}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="publishes-title">
        <Typography id="publishes-title" variant="h4" sx={{ fontSize: '1.1rem' }}>
          Recent publishes
        </Typography>
        {publishes.length === 0 ? (
          <Typography>No publishes yet.</Typography>
        ) : (
          <List dense>
            {publishes.slice(0, SHOWN_PUBLISHES).map((line) => (
              <ListItem key={`${line.at}/${line.collection}/${line.id}`} data-testid="publish">
                <ListItemText
                  primary={`${new Date(line.at).toLocaleString()}: ${line.collection} #${line.id} ${line.title} (${line.trigger})`}
                  secondary={[
                    `revalidated: ${line.revalidated.join(', ') || 'none'}`,
                    line.notRevalidated.length > 0
                      ? `not revalidated: ${line.notRevalidated.map((p) => `${p.path} (${p.reason})`).join(', ')}`
                      : '',
                    line.error ? `error: ${line.error}` : '',
                  ]
                    .filter(Boolean)
                    .join('; ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
