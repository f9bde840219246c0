import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Carousel, CATALOGUE_PER_VIEW } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import type { ProductDetailProps } from '../../types';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" id={id} sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AccessoryOverview({
  accessories,
}: {
  accessories: ProductDetailProps['accessories'];
}) {
  if (accessories.length === 0) return null;
  return (
    <Section id="product-accessories" title="Accessory overview">
      <Carousel label="Accessories" perView={CATALOGUE_PER_VIEW}>
        {accessories.map((item) => (
          <Box
            key={`${item.name}-${item.picture}`}
            component="figure"
            sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
          >
            <Picture
              src={item.picture}
              alt={item.name}
              width={400}
              height={300}
              style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block' }}
            />
            <Typography
              component="figcaption"
              sx={{ p: 1.5, textAlign: 'center', fontWeight: 600 }}
            >
              {item.name}
            </Typography>
          </Box>
        ))}
      </Carousel>
    </Section>
  );
}

/** goods_details_all as alternating text and picture rows, else the raw details HTML. */
export function ProductDetails({
  blocks,
  detailsHtml,
}: {
  blocks: ProductDetailProps['detailBlocks'];
  detailsHtml: string;
}) {
  if (blocks.length === 0 && !detailsHtml) return null;
  return (
    <Section id="product-details" title="Product Details">
      {blocks.length === 0 ? (
        <Prose html={detailsHtml} />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
          {blocks.map((block, index) => (
            <Box
              key={`${block.name}-${index}`}
              sx={{
                display: 'grid',
                gap: { xs: 2, md: 4 },
                alignItems: 'center',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <Box sx={{ order: { md: index % 2 === 0 ? 0 : 1 } }}>
                <Typography variant="h3" sx={{ mb: 1.5 }}>
                  {block.name}
                </Typography>
                <Prose html={block.contentHtml} />
              </Box>
              {block.picture ? (
                <Picture
                  src={block.picture}
                  alt={block.name}
                  width={800}
                  height={600}
                  sizes="(max-width: 768px) 100vw, 50vw"
                  style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
                />
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

/** Name and value pairs in two columns (one on phones). */
export function Specifications({ specs }: { specs: ProductDetailProps['specifications'] }) {
  if (specs.length === 0) return null;
  return (
    <Section id="product-specifications" title="Specifications">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 4,
        }}
      >
        {specs.map((spec, index) => (
          <Box
            key={`${spec.name}-${index}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
              gap: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {spec.name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              {spec.details}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** goods_problem_all as an accordion, labelled Q: and A:. */
export function ProductFaqs({ faqs }: { faqs: ProductDetailProps['faqs'] }) {
  if (faqs.length === 0) return null;
  return (
    <Section id="product-faqs" title="FAQs">
      {faqs.map((faq, index) => (
        <Accordion key={`${faq.question}-${index}`} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`product-faq-${index}`}
            aria-controls={`product-faq-${index}-answer`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              Q: {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`product-faq-${index}-answer`} sx={{ display: 'flex', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              A:
            </Typography>
            <Prose html={faq.answerHtml} sx={{ flex: 1, '& > :first-of-type': { mt: 0 } }} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Section>
  );
}

export function KeepExploring({ picture, title }: { picture: string; title: string }) {
  if (!picture) return null;
  return (
    <Section id="product-keep-exploring" title="Keep Exploring">
      <Picture
        src={picture}
        alt={`${title} comparison`}
        width={1200}
        height={600}
        sizes="(max-width: 1200px) 100vw, 1200px"
        style={{ width: '100%', height: 'auto', display: 'block' }}
      />
    </Section>
  );
}
