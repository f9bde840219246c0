import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AboutPageProps } from '../types';

// Stub until the page is built (issue 3).
export default function StubView({ name }: AboutPageProps) {
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h1">{name}</Typography>
    </Container>
  );
}
