import { useState } from 'react';
import { TRANSLATE_WIDGET_URL } from '@/config/settings';
import typo from '@/styles/typography.module.css';
import { translateIcon } from '@/components/ui/icon-paths/translate';
import { FooterButton } from './footer-button';
import styles from './translate-widget.module.css';

const ELEMENT_ID = 'google_translate_element';
/** A script that neither loads nor fails (a stalled network) counts as unavailable after this. */
const LOAD_TIMEOUT_MS = 15_000;

type Status = 'idle' | 'loading' | 'ready' | 'unavailable';

interface TranslateWindow extends Window {
  googleTranslateElementInit?: () => void;
  google?: {
    translate?: {
      TranslateElement?: new (options: { pageLanguage: string }, elementId: string) => unknown;
    };
  };
}

/**
 * The third-party translation widget, loaded only when asked for.
 * Offline or blocked, it says so once: no retries, no errors thrown.
 */
export function TranslateWidget() {
  const [status, setStatus] = useState<Status>('idle');

  const load = () => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    const win = window as TranslateWindow;
    let settled = false;
    const settle = (next: Status) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setStatus(next);
    };
    const timer = setTimeout(() => settle('unavailable'), LOAD_TIMEOUT_MS);
    win.googleTranslateElementInit = () => {
      const TranslateElement = win.google?.translate?.TranslateElement;
      if (!TranslateElement) {
        settle('unavailable');
        return;
      }
      try {
        new TranslateElement({ pageLanguage: 'en' }, ELEMENT_ID);
        settle('ready');
      } catch {
        settle('unavailable');
      }
    };
    const script = document.createElement('script');
    script.src = TRANSLATE_WIDGET_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      settle('unavailable');
    };
    document.body.appendChild(script);
  };

  return (
    <div>
      {status !== 'ready' && (
        <FooterButton
          variant="outlined"
          icon={translateIcon}
          onClick={load}
          disabled={status === 'loading'}
        >
          Translate
        </FooterButton>
      )}
      <div id={ELEMENT_ID} />
      <div role="status" className={styles.status}>
        {status === 'unavailable' && (
          <span className={typo.body2}>Translation is unavailable right now</span>
        )}
      </div>
    </div>
  );
}
