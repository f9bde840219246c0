import { Button } from '@/components/ui/button';
import { startGoogleLogin } from '../api/google-login';
import { GOOGLE_BUTTON } from '../copy';
import styles from './google-button.module.css';

/** "or" and Continue with Google, under the sign-in and sign-up forms. */
export function GoogleButton() {
  return (
    <div className={styles.google}>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <Button variant="outlined" size="large" fullWidth onClick={startGoogleLogin}>
        {GOOGLE_BUTTON}
      </Button>
    </div>
  );
}
