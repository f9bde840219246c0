import { Tabs } from '@/components/ui/tabs';
import { PRODUCT_SEARCH_TAB_ID } from '@/config/constants';
import type { ProductsTab } from '@/features/catalogue/types';

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
  const searching = active === PRODUCT_SEARCH_TAB_ID;
  const known = searching || tabs.some((tab) => tab.id === active);
  const items = tabs.map((tab) => ({
    value: tab.id,
    label: tab.name,
    id: tabId(tab.id),
    controls: PRODUCTS_PANEL_ID,
  }));
  if (searching) {
    items.push({
      value: PRODUCT_SEARCH_TAB_ID,
      label: SEARCH_TAB_LABEL,
      id: tabId(PRODUCT_SEARCH_TAB_ID),
      controls: PRODUCTS_PANEL_ID,
    });
  }
  // Each tab fetches its goods: arrows only move the focus, Enter or Space selects.
  return (
    <Tabs
      label="Product categories"
      tabs={items}
      // A category deeper than the tabs selects none of them.
      value={known ? active : null}
      onChange={onChange}
    />
  );
}
