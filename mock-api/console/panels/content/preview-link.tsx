/**
 * "Open the preview on the site": the site's draft-mode link for a page, with a token for that
 * page valid a few minutes (src/contract/preview-token.ts). The mock hands it out
 * (GET /mock/preview-link) when it knows the preview secret; otherwise the tester types the
 * site's preview secret, kept for this browser tab only (sessionStorage), and this page signs
 * the token itself (WebCrypto): the secret never goes into the link.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatPreviewToken,
  PREVIEW_TOKEN_TTL_S,
  previewLinkUrl,
  previewTokenText,
} from '../../../../src/contract/preview-token';
import { RouteError, errorText, routeData, withQuery } from '../../api';

const SECRET_KEY = 'mock-console-site-secret';

async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The draft-mode link signed here, from the secret the tester typed. */
export async function draftUrl(siteUrl: string, secret: string, path: string): Promise<string> {
  const expiresS = Math.floor(Date.now() / 1000) + PREVIEW_TOKEN_TTL_S;
  const hex = await hmacHex(secret, previewTokenText(path, expiresS));
  return previewLinkUrl(siteUrl, path, formatPreviewToken(expiresS, hex));
}

export function PreviewLink({
  siteUrl,
  path,
  onPathChange,
}: {
  siteUrl: string;
  path: string;
  onPathChange: (path: string) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [askSecret, setAskSecret] = useState(false);
  const [secret, setSecret] = useState(() => window.sessionStorage.getItem(SECRET_KEY) ?? '');

  const getLink = async () => {
    setUrl(null);
    setError(null);
    if (askSecret && secret) {
      setUrl(await draftUrl(siteUrl, secret, path));
      return;
    }
    try {
      const data = await routeData<{ url: string }>(
        'GET',
        withQuery('/mock/preview-link', { path }),
      );
      setUrl(data.url);
    } catch (reason) {
      setError(errorText(reason));
      if (reason instanceof RouteError && reason.code === 409) setAskSecret(true);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        The preview shows the draft on the site&apos;s own page (its draft mode, a cookie in this
        browser). The page is the first of those the last save or publish touched; change it if you
        want another.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label="Page to preview"
          value={path}
          onChange={(event) => {
            onPathChange(event.target.value);
            setUrl(null);
          }}
          size="small"
          placeholder="/products/…"
          sx={{ minWidth: 320 }}
        />
        <Button variant="outlined" disabled={!path.startsWith('/')} onClick={() => void getLink()}>
          Get the preview link
        </Button>
      </Stack>
      {askSecret ? (
        <TextField
          label="Site preview secret"
          type="password"
          value={secret}
          onChange={(event) => {
            setSecret(event.target.value);
            window.sessionStorage.setItem(SECRET_KEY, event.target.value);
          }}
          size="small"
          helperText="PREVIEW_SECRET of the site (else its REVALIDATE_SECRET); kept in this tab only; the link carries a 5-minute token, not the secret"
        />
      ) : null}
      {error ? <Alert severity="warning">{error}</Alert> : null}
      {url ? (
        <Link href={url} target="_blank" rel="noreferrer">
          Open the preview of {path} on the site
        </Link>
      ) : null}
    </Stack>
  );
}
