import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { CategoryPageProps } from '../types';

/** The generic CMS page: banner picture and name, introduction, details HTML, child links. */
export default function CategoryPageView({
  name,
  introduce,
  picture,
  detailsHtml,
  children,
}: CategoryPageProps) {
  return (
    <>
      <Box
        component="section"
        sx={{ position: 'relative', bgcolor: 'primary.dark', color: 'common.white' }}
      >
        {picture ? (
          <Picture
            src={picture}
            alt=""
            width={1920}
            height={480}
            priority
            style={{ width: '100%', height: 'auto', display: 'block', opacity: 0.35 }}
          />
        ) : null}
        <Container
          sx={{
            position: picture ? 'absolute' : 'static',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            py: picture ? 0 : 6,
          }}
        >
          <Typography variant="h1">{name}</Typography>
          {introduce ? <Typography sx={{ mt: 1, maxWidth: 720 }}>{introduce}</Typography> : null}
        </Container>
      </Box>
      <Container sx={{ py: 5 }}>
        {children.length > 0 ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mb: 4,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            }}
          >
            {children.map((child) => (
              <li key={child.id}>
                <Box
                  component={Link}
                  href={child.path}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 2,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:hover, &:focus-visible': { borderColor: 'primary.main' },
                  }}
                >
                  {child.icon ? <Picture src={child.icon} alt="" width={32} height={32} /> : null}
                  <span>{child.name}</span>
                </Box>
              </li>
            ))}
          </Box>
        ) : null}
        <Prose html={detailsHtml} />
      </Container>
    </>
  );
}
