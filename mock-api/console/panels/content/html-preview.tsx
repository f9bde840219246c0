/**
 * What the site keeps of an HTML field: the text goes through the site's sanitizer
 * (POST /mock/sanitize) a moment after typing stops, and only the sanitized HTML is shown, in a
 * sandboxed frame (no scripts, no same-origin access) so nothing of it can act on the console.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorText, routeData } from '../../api';

const DEBOUNCE_MS = 300;

export function HtmlPreview({ field, html }: { field: string; html: string }) {
  const [kept, setKept] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      routeData<{ html: string }>('POST', '/mock/sanitize', { html })
        .then((data) => {
          if (!current) return;
          setKept(data.html);
          setError(null);
        })
        .catch((reason: unknown) => {
          if (current) setError(errorText(reason));
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [html]);

  return (
    <Box>
      <Typography variant="caption" component="p">
        What the site keeps of {field} (its sanitizer&apos;s output):
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box
        component="iframe"
        title={`Sanitized preview of ${field}`}
        sandbox=""
        srcDoc={kept ?? ''}
        data-testid={`preview-${field}`}
        sx={{ width: '100%', height: 240, border: 1, borderColor: 'divider', bgcolor: 'white' }}
      />
    </Box>
  );
}
