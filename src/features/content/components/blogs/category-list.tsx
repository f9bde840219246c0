import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId } from 'react';
import type { BlogCategoryLink } from '../../types';

export interface CategoryListProps {
  rootPath: string;
  categories: BlogCategoryLink[];
  /** The path of the page shown (its entry is highlighted). */
  currentPath: string;
}

function samePath(a: string, b: string): boolean {
  const clean = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';
  return clean(a) === clean(b);
}

/** The sidebar's blog categories, "All" first; each is a page of its own (ISR). */
export function CategoryList({ rootPath, categories, currentPath }: CategoryListProps) {
  const headingId = useId();
  const entries = [{ id: 0, name: 'All', path: rootPath }, ...categories];
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Categories
      </Typography>
      <List disablePadding>
        {entries.map((entry) => {
          const current = samePath(entry.path, currentPath);
          return (
            <ListItemButton
              key={entry.path}
              component={Link}
              href={entry.path}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={entry.name}
                slotProps={{ primary: { sx: { fontWeight: current ? 700 : 400 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
