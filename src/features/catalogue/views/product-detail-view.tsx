import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { ProductDetailProps } from '../types';

/** Product detail: picture, title, description, purchase channels and details HTML. */
export default function ProductDetailView({
  title,
  picture,
  describeHtml,
  detailsHtml,
  links,
}: ProductDetailProps) {
  return (
    <Container sx={{ py: 5 }}>
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 5 }}
      >
        <Picture
          src={picture}
          alt={title}
          width={800}
          height={600}
          priority
          style={{ width: '100%', height: 'auto' }}
        />
        <Box>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Prose html={describeHtml} />
          {links.length > 0 ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'flex', gap: 2 }}>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.picture ? (
                      <Picture src={link.picture} alt={link.name} width={120} height={40} />
                    ) : (
                      link.name
                    )}
                  </a>
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      </Box>
      <Prose html={detailsHtml} />
    </Container>
  );
}
