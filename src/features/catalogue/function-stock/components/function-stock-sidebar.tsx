import clsx from 'clsx';
import { type ComponentPropsWithoutRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { expandLessIcon } from '@/components/ui/icon-paths/expand-less';
import { expandMoreIcon } from '@/components/ui/icon-paths/expand-more';
import typo from '@/styles/typography.module.css';
import type { FunctionStockProps, FunctionStockSort } from '@/features/catalogue/types';
import styles from './function-stock-sidebar.module.css';

export const SORT_OPTIONS: { value: FunctionStockSort; label: string }[] = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'recent', label: 'Most Recent' },
];

export interface FunctionStockSidebarProps {
  brandGroups: FunctionStockProps['brandGroups'];
  brand: string;
  sort: FunctionStockSort;
  onBrand: (brand: string) => void;
  onSort: (sort: FunctionStockSort) => void;
}

/** One row of the filter lists: a full-width text button, highlighted while pressed. */
function Option({ className, ...props }: ComponentPropsWithoutRef<'button'>) {
  return <button type="button" className={clsx(styles.option, className)} {...props} />;
}

/** The filters: car brands in collapsible letter groups, and the Sort by list. */
export function FunctionStockSidebar({
  brandGroups,
  brand,
  sort,
  onBrand,
  onSort,
}: FunctionStockSidebarProps) {
  // The group of the selected brand starts open, and opens when the brand comes from
  // elsewhere (the address, back and forward).
  const groupsOf = (name: string) =>
    brandGroups.filter((g) => g.brands.includes(name)).map((g) => g.group);
  const [open, setOpen] = useState<string[]>(() => groupsOf(brand));
  const [shownBrand, setShownBrand] = useState(brand);
  if (shownBrand !== brand) {
    setShownBrand(brand);
    const closed = groupsOf(brand).filter((group) => !open.includes(group));
    if (closed.length > 0) setOpen([...open, ...closed]);
  }
  const toggle = (group: string) =>
    setOpen((groups) =>
      groups.includes(group) ? groups.filter((g) => g !== group) : [...groups, group],
    );

  return (
    <aside aria-label="Filters" className={styles.sidebar}>
      <nav aria-labelledby="function-brands-title">
        <h2 id="function-brands-title" className={clsx(typo.h6, styles.title)}>
          Car Brands
        </h2>
        <Option aria-pressed={brand === ''} onClick={() => onBrand('')}>
          All Brands
        </Option>
        {brandGroups
          .filter((group) => group.brands.length > 0)
          .map((group) => {
            const expanded = open.includes(group.group);
            const listId = `function-brand-group-${group.group}`;
            return (
              <div key={group.group}>
                <Option
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggle(group.group)}
                  className={styles.group}
                >
                  {group.group}
                  <span className={styles.endIcon}>
                    <Icon path={expanded ? expandLessIcon : expandMoreIcon} size="inherit" />
                  </span>
                </Option>
                <div id={listId} hidden={!expanded}>
                  <ul className={styles.brands}>
                    {group.brands.map((name) => (
                      <li key={name}>
                        <Option
                          aria-pressed={brand === name}
                          onClick={() => onBrand(brand === name ? '' : name)}
                        >
                          {name}
                        </Option>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            );
          })}
      </nav>
      <div role="group" aria-labelledby="function-sort-title">
        <h2 id="function-sort-title" className={clsx(typo.h6, styles.title)}>
          Sort by
        </h2>
        {SORT_OPTIONS.map((option) => (
          <Option
            key={option.value}
            aria-pressed={sort === option.value}
            onClick={() => onSort(option.value)}
          >
            {option.label}
          </Option>
        ))}
      </div>
    </aside>
  );
}
