import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { type KeyboardEvent, useRef, useState } from 'react';
import { CATALOGUE_PER_VIEW, Carousel } from '@/components/carousel';
import { ProductCard } from '@/components/product-card';
import type { HomeProps } from '../../types';

/** One tab per tabsCategoryList entry; the selected tab's goods in a carousel. */
export function HomeTabs({ tabs }: { tabs: HomeProps['tabs'] }) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;
  const panelId = `home-tab-panel-${selected.id}`;

  // A plain tablist (MUI Tabs would add ~10 kB to the home page): arrows, Home and End move.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    setSelectedId(tabs[next].id);
    tabRefs.current[next]?.focus();
  }

  return (
    <Box component="section" aria-labelledby="home-tabs-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Container>
        <Typography variant="h2" id="home-tabs-title" sx={{ mb: 2 }}>
          Our Products
        </Typography>
        <Box
          role="tablist"
          aria-label="Product categories"
          onKeyDown={onKeyDown}
          sx={{
            display: 'flex',
            gap: 1,
            mb: 2,
            overflowX: 'auto',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {tabs.map((tab, index) => {
            const active = tab.id === selected.id;
            return (
              <ButtonBase
                key={tab.id}
                ref={(node) => {
                  tabRefs.current[index] = node;
                }}
                role="tab"
                id={`home-tab-${tab.id}`}
                aria-selected={active}
                aria-controls={active ? panelId : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelectedId(tab.id)}
                sx={{
                  flexShrink: 0,
                  px: 2,
                  py: 1.5,
                  fontWeight: 600,
                  fontSize: '0.9375rem',
                  color: active ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                  mb: '-1px',
                  '&:hover, &.Mui-focusVisible': { color: 'primary.main' },
                }}
              >
                {tab.name}
              </ButtonBase>
            );
          })}
        </Box>
        <div role="tabpanel" id={panelId} aria-labelledby={`home-tab-${selected.id}`}>
          {selected.products.length > 0 ? (
            // Keyed on the tab: a new slider for each tab's goods.
            <Carousel
              key={selected.id}
              label={`${selected.name} products`}
              perView={CATALOGUE_PER_VIEW}
            >
              {selected.products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Carousel>
          ) : (
            <Typography color="text.secondary">No products in this category yet.</Typography>
          )}
          {selected.path ? (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Typography component={Link} href={selected.path} sx={{ color: 'primary.main' }}>
                View all {selected.name}
              </Typography>
            </Box>
          ) : null}
        </div>
      </Container>
    </Box>
  );
}
