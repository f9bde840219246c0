import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FunctionStockProps, FunctionStockSort } from '../../types';

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

const optionSx = {
  justifyContent: 'flex-start',
  textTransform: 'none',
  width: '100%',
  color: 'text.primary',
  '&[aria-pressed="true"]': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' },
} as const;

/** The filters: car brands in collapsible letter groups, and the Sort by list. */
export function FunctionStockSidebar({
  brandGroups,
  brand,
  sort,
  onBrand,
  onSort,
}: FunctionStockSidebarProps) {
  // The group of the selected brand starts open.
  const [open, setOpen] = useState<string[]>(() =>
    brandGroups.filter((g) => g.brands.includes(brand)).map((g) => g.group),
  );
  const toggle = (group: string) =>
    setOpen((groups) =>
      groups.includes(group) ? groups.filter((g) => g !== group) : [...groups, group],
    );

  return (
    <Box
      component="aside"
      aria-label="Filters"
      sx={{ display: 'grid', gap: 3, alignContent: 'start' }}
    >
      <nav aria-labelledby="function-brands-title">
        <Typography variant="h6" component="h2" id="function-brands-title" sx={{ mb: 1 }}>
          Car Brands
        </Typography>
        <Button size="small" aria-pressed={brand === ''} onClick={() => onBrand('')} sx={optionSx}>
          All Brands
        </Button>
        {brandGroups
          .filter((group) => group.brands.length > 0)
          .map((group) => {
            const expanded = open.includes(group.group);
            const listId = `function-brand-group-${group.group}`;
            return (
              <div key={group.group}>
                <Button
                  size="small"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggle(group.group)}
                  endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
                  sx={{ ...optionSx, justifyContent: 'space-between', fontWeight: 600 }}
                >
                  {group.group}
                </Button>
                <Collapse in={expanded} id={listId}>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: 2 }}>
                    {group.brands.map((name) => (
                      <li key={name}>
                        <Button
                          size="small"
                          aria-pressed={brand === name}
                          onClick={() => onBrand(brand === name ? '' : name)}
                          sx={optionSx}
                        >
                          {name}
                        </Button>
                      </li>
                    ))}
                  </Box>
                </Collapse>
              </div>
            );
          })}
      </nav>
      <div role="group" aria-labelledby="function-sort-title">
        <Typography variant="h6" component="h2" id="function-sort-title" sx={{ mb: 1 }}>
          Sort by
        </Typography>
        {SORT_OPTIONS.map((option) => (
          <Button
            key={option.value}
            size="small"
            aria-pressed={sort === option.value}
            onClick={() => onSort(option.value)}
            sx={optionSx}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </Box>
  );
}
