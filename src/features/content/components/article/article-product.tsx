import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { ArticleProduct as ArticleProductData } from '../../types';

/** Height of the description while collapsed. */
const COLLAPSED_HEIGHT = 96;

/** The product an article links to: picture, title, description with Read More / Retract. */
export function ArticleProduct({ product }: { product: ArticleProductData }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const describeId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        mt: 5,
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
        alignItems: 'start',
      }}
    >
      <Link href={product.href} tabIndex={-1} aria-hidden>
        <Picture
          src={product.picture}
          alt=""
          width={400}
          height={300}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      </Link>
      <Box>
        <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
          <Box
            component={Link}
            href={product.href}
            sx={{ color: 'inherit', textDecoration: 'none' }}
          >
            {product.title}
          </Box>
        </Typography>
        {product.describeHtml ? (
          <>
            <Prose
              id={describeId}
              html={product.describeHtml}
              sx={{
                maxHeight: expanded ? 'none' : COLLAPSED_HEIGHT,
                overflow: 'hidden',
                color: 'text.secondary',
              }}
            />
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={describeId}
              onClick={() => setExpanded((open) => !open)}
              sx={{ px: 0 }}
            >
              {expanded ? 'Retract' : 'Read More'}
            </Button>
          </>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <Button component={Link} href={product.href} variant="contained">
            View product
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
