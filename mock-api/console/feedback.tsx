/** The result of the panel's last action: the route's msg, as an error or a success. */
import Alert from '@mui/material/Alert';

export interface FeedbackState {
  severity: 'success' | 'error';
  text: string;
}

export function Feedback({ state }: { state: FeedbackState | null }) {
  if (!state) return null;
  return (
    <Alert severity={state.severity} role={state.severity === 'error' ? 'alert' : 'status'}>
      {state.text}
    </Alert>
  );
}
