/**
 * The API's interactive reference (mock-api/openapi/): Swagger UI in a frame of its own page,
 * so its script and styles stay out of the console's; the document's addresses beside it.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const REFERENCE_URL = '/mock/reference';

export function ReferencePanel() {
  return (
    <Stack spacing={2}>
      <Typography>
        The vendor API as one OpenAPI 3.1 document: <Link href="/openapi.json">/openapi.json</Link>{' '}
        or <Link href="/openapi.yaml">/openapi.yaml</Link> (import it into Postman, Bruno or
        Insomnia). Below, try an endpoint: “Sign in as the demo customer” sets the token of the
        customer’s endpoints. <Link href={REFERENCE_URL}>Open the reference on its own page</Link>.
      </Typography>
      <iframe
        src={REFERENCE_URL}
        title="API reference"
        style={{ width: '100%', height: '75vh', border: '1px solid #ccc', borderRadius: 4 }}
      />
    </Stack>
  );
}
