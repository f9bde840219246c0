import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { Picture } from '@/components/picture';
import type { HomeProps } from '../../types';
import { GridList } from '@/components/grid-list';

/** The support categories as a grid of icon and name links. */
export function HomeSupport({ support }: { support: HomeProps['support'] }) {
  if (support.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-support-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Container>
        <Typography variant="h2" id="home-support-title" sx={{ mb: 3 }}>
          Support
        </Typography>
        <GridList columns={{ xs: 2, sm: 3, md: 4, lg: 7 }}>
          {support.map((item) => (
            <li key={item.id}>
              <Box
                component={Link}
                href={item.path}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 1,
                  p: 2,
                  height: '100%',
                  textAlign: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { borderColor: 'primary.main' },
                }}
              >
                {item.icon ? (
                  <Picture
                    src={item.icon}
                    alt=""
                    width={56}
                    height={56}
                    style={{ width: 56, height: 56, display: 'block' }}
                  />
                ) : null}
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.name}
                </Typography>
              </Box>
            </li>
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
