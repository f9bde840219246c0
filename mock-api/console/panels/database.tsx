/** Reset the database (POST /mock/reset, after a confirmation) and the outage switch. */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callRoute, routeData } from '../api';
import { Feedback } from '../feedback';
import { useAction } from '../use-action';

export type OutageMode = 'none' | 'error' | 'down';

const MODES: { mode: OutageMode; label: string }[] = [
  { mode: 'none', label: 'None: the API answers' },
  { mode: 'error', label: 'Error: every /api/ call answers HTTP 500' },
  { mode: 'down', label: 'Down: /api/ calls get no answer' },
];

export function DatabasePanel() {
  const [confirming, setConfirming] = useState(false);
  const [mode, setMode] = useState<OutageMode | null>(null);
  const { feedback, busy, run } = useAction();

  const loadMode = useCallback(
    () =>
      run(async () => {
        setMode((await routeData<{ mode: OutageMode }>('GET', '/mock/outage')).mode);
      }),
    [run],
  );

  useEffect(() => {
    void loadMode();
  }, [loadMode]);

  const reset = () => {
    setConfirming(false);
    void run(async () => (await callRoute('POST', '/mock/reset')).msg);
  };

  const switchTo = (next: OutageMode) =>
    run(async () => {
      const { msg } = await callRoute('POST', '/mock/outage', { mode: next });
      setMode((await routeData<{ mode: OutageMode }>('GET', '/mock/outage')).mode);
      return msg;
    });

  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        Database and outage
      </Typography>
      <Feedback state={feedback} />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Restores the database from the fixtures: every account, order, edit and draft made since
          is lost.
        </Typography>
        <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
          Reset the database
        </Button>
      </Stack>
      <FormControl disabled={busy || mode === null}>
        <FormLabel id="outage-label">Outage of the API (now: {mode ?? '…'})</FormLabel>
        <RadioGroup
          aria-labelledby="outage-label"
          value={mode ?? ''}
          onChange={(event) => void switchTo(event.target.value as OutageMode)}
        >
          {MODES.map(({ mode: value, label }) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="reset-title"
        aria-describedby="reset-text"
      >
        <DialogTitle id="reset-title">Reset the database?</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-text">
            Every change since the fixtures were generated is lost, drafts and schedules too.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={reset}>
            Reset
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
