import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';
import { FormDialog } from '@/components/form/form-dialog';
import { renderWithProviders } from '../../render';

/** A dialog open first, then a warning: as a refused form in a dialog does. */
function DialogThenToast() {
  const toast = useToast();
  useEffect(() => {
    const timer = setTimeout(() => toast.warning('Please select Product'), 50);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <FormDialog open title="Add Warranty Claim" onClose={() => {}}>
      <p>wizard</p>
    </FormDialog>
  );
}

describe('toasts over a modal dialog', () => {
  it('are announced: the toast is not hidden from assistive technology by the open dialog', async () => {
    renderWithProviders(<DialogThenToast />);
    expect(screen.getByRole('dialog', { name: 'Add Warranty Claim' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('TipsPlease select Product');
  });
});
