import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type FormEvent, useId, useState } from 'react';
import { MuiProvider } from '@/components/mui-provider';
import { SESSION_FLAG, SUBSCRIBED_EMAIL_KEY } from '@/config/constants';
import type { ConfigBlock } from '@/lib/site-types';
import { addMailingListEmail } from '../api/add-mailing-list-email';
import { writeStoredValue } from '@/lib/use-stored-value';
import { useLoading } from '../hooks/use-loading';
import { useToast } from '@/components/toast';
import { EMAIL_PATTERN } from '@/contract/patterns';
import { ConfigBlockContent } from './config-block-content';

export const MSG_INVALID_EMAIL = 'Please enter valid email address!';
const SUBSCRIBED_FALLBACK = 'Subscribed successfully';

/**
 * The mailing-list popup (config 33). Closing or submitting sets the session flag to close;
 * it closes whether the request succeeds or fails (docs/api.md, "Error codes"). Loaded only
 * when shown, so it keeps MUI's Dialog (focus trap, scroll lock) under its own MuiProvider.
 */
export function MailingListPopup({ config }: { config: ConfigBlock }) {
  const toast = useToast();
  const loading = useLoading();
  const id = useId();
  const titleId = `${id}-title`;
  const emailId = `${id}-email`;
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const close = () => writeStoredValue('session', SESSION_FLAG.popup, 'close');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !EMAIL_PATTERN.test(address)) {
      toast.warning(MSG_INVALID_EMAIL);
      return;
    }
    setSubmitting(true);
    loading.begin();
    try {
      const response = await addMailingListEmail(address);
      writeStoredValue('local', SUBSCRIBED_EMAIL_KEY, address);
      toast.success(response.msg || SUBSCRIBED_FALLBACK);
    } catch {
      // The API client's listener has already shown the server's msg as an error.
    } finally {
      loading.end();
    }
    close();
  };

  return (
    <MuiProvider>
      <Dialog
        open
        onClose={close}
        maxWidth="sm"
        fullWidth
        aria-labelledby={config.title ? titleId : undefined}
        aria-label={config.title ? undefined : 'Mailing list'}
      >
        <IconButton
          aria-label="Close"
          onClick={close}
          sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <form onSubmit={submit} noValidate>
          <DialogContent sx={{ pt: 6 }}>
            <ConfigBlockContent
              config={config}
              titleId={titleId}
              pictureWidth={600}
              pictureHeight={300}
            />
            {/* What TextField draws, without the select and the other variants it also loads. */}
            <FormControl fullWidth margin="normal">
              <InputLabel htmlFor={emailId} id={`${emailId}-label`}>
                Email address
              </InputLabel>
              <OutlinedInput
                id={emailId}
                type="email"
                label="Email address"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormControl>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button onClick={close} color="inherit">
              No, thanks
            </Button>
            <Button type="submit" variant="contained" color="secondary" disabled={submitting}>
              Subscribe Now
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </MuiProvider>
  );
}
