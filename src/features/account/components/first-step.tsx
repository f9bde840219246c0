import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What an empty list says to do first, and the button that does it. */
export interface FirstStep {
  /** "No serial numbers yet". */
  title: string;
  /** Why the first record is worth adding. */
  text: string;
  /** The button that opens the add dialog: "Register a serial number". */
  action: string;
}

/**
 * An empty list of the customer area: for a new customer, what to do first with the button
 * that does it at hand; after a search that found nothing, that it found nothing.
 */
export function EmptyList({
  step,
  keyword,
  onAdd,
}: {
  step: FirstStep;
  /** The keyword searched for ('' for the full list). */
  keyword: string;
  onAdd: () => void;
}): ReactNode {
  if (keyword) return `Nothing matches “${keyword}”.`;
  return (
    <Box data-first-step="" sx={{ py: 2, display: 'grid', justifyItems: 'center', gap: 1 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {step.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '48ch', textAlign: 'center' }}>
        {step.text}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }}>
        {step.action}
      </Button>
    </Box>
  );
}
