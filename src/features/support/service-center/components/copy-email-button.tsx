import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useToast } from '@/components/toast';
import { copyText, MSG_EMAIL_COPIED, MSG_EMAIL_COPY_FAILED } from '../copy-text';

/** Material "ContentCopy" (Apache 2.0, @mui/icons-material). */
const CONTENT_COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

/** The copy icon beside the preferred e-mail: copies the address and says how it went. */
export function CopyEmailButton({ address, className }: { address: string; className?: string }) {
  const toast = useToast();
  const copy = async () => {
    if (await copyText(address)) toast.success(MSG_EMAIL_COPIED);
    else toast.error(MSG_EMAIL_COPY_FAILED);
  };
  return (
    <IconButton aria-label="Copy email address" className={className} onClick={() => void copy()}>
      <Icon path={CONTENT_COPY_ICON} />
    </IconButton>
  );
}
