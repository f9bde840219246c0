import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PRODUCT_SEARCH_TAB_ID } from '@/config/constants';
import type { ProductsTab } from '../../types';

export const SEARCH_TAB_LABEL = 'Search Results';
export const PRODUCTS_PANEL_ID = 'products-panel';

export function tabId(id: number): string {
  return `products-tab-${id}`;
}

/** The category tabs of the products page; the search tab (9999) appears while it is active. */
export function CategoryTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: ProductsTab[];
  active: number;
  onChange: (id: number) => void;
}) {
  const known = active === PRODUCT_SEARCH_TAB_ID || tabs.some((tab) => tab.id === active);
  return (
    <Tabs
      // A category deeper than the tabs selects none of them.
      value={known ? active : false}
      onChange={(_event, id: number) => onChange(id)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Product categories"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.id}
          label={tab.name}
          id={tabId(tab.id)}
          aria-controls={PRODUCTS_PANEL_ID}
        />
      ))}
      {active === PRODUCT_SEARCH_TAB_ID ? (
        <Tab
          value={PRODUCT_SEARCH_TAB_ID}
          label={SEARCH_TAB_LABEL}
          id={tabId(PRODUCT_SEARCH_TAB_ID)}
          aria-controls={PRODUCTS_PANEL_ID}
        />
      ) : null}
    </Tabs>
  );
}
