/** Runs a panel's route calls one at a time and keeps what the last one said (its msg). */
import { useCallback, useState } from 'react';
import { errorText } from './api';
import type { FeedbackState } from './feedback';

export function useAction() {
  const [feedback, setFeedback] = useState<FeedbackState | null>(null);
  const [busy, setBusy] = useState(false);
  /** `action` returns the success text to show (the route's msg), or nothing to stay quiet. */
  const run = useCallback(async (action: () => Promise<string | void>): Promise<boolean> => {
    setBusy(true);
    try {
      const text = await action();
      setFeedback(text ? { severity: 'success', text } : null);
      return true;
    } catch (error) {
      setFeedback({ severity: 'error', text: errorText(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { feedback, busy, run, setFeedback };
}
