import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';
import { renderWithProviders } from '../../render';

function SignedInToast() {
  const toast = useToast();
  useEffect(() => toast.success('Signed in'), [toast]);
  return <p>page</p>;
}

describe('toast placement', () => {
  it('sits at the bottom centre, away from the header and its menus', async () => {
    renderWithProviders(<SignedInToast />);
    const alert = await screen.findByRole('alert');
    const snackbar = alert.closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
    expect(snackbar).not.toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });
});
