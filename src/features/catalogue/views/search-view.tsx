import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import Link from 'next/link';
import { ProductCard } from '@/components/product-card';
import { Prose } from '@/components/prose';
import { Seo } from '@/components/seo';
import type { SearchPageProps, SearchResult } from '../search-types';

const TYPE_LABEL = { goods: 'Products', article: 'Articles' } as const;

function Results({ result }: { result: SearchResult }) {
  if (result.kind === 'message') {
    return (
      <Alert severity="info" role="status">
        {result.message}
      </Alert>
    );
  }
  if (result.items.length === 0) {
    return (
      <Alert severity="info" role="status">
        No results found
      </Alert>
    );
  }
  if (result.kind === 'goods') {
    return (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {result.items.map((product) => (
          <Grid component="li" key={product.id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }}>
            <ProductCard product={product} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Box>
      {result.items.map((article, index) => (
        <Accordion key={`${article.title}-${index}`} disableGutters defaultExpanded={index === 0}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
              {article.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Prose html={article.html} data-testid="search-article-body" />
            {article.href ? (
              <Box sx={{ mt: 2 }}>
                <Link href={article.href}>Read the article</Link>
              </Box>
            ) : null}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** The search results page (spec 1 2.8): a goods grid or an accordion of articles. */
export default function SearchView({ seo, type, keywords, result }: SearchPageProps) {
  const count = result.kind === 'message' ? null : result.items.length;
  return (
    <>
      <Seo seo={seo} />
      <Head>
        <meta key="robots" name="robots" content="noindex, follow" />
      </Head>
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 1 }}>
          Search results
        </Typography>
        {keywords && type ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {TYPE_LABEL[type]} matching “{keywords}”{count !== null ? ` (${count})` : ''}
          </Typography>
        ) : (
          <Box sx={{ mb: 3 }} />
        )}
        <Results result={result} />
      </Container>
    </>
  );
}
