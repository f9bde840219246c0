import { render, screen } from '@testing-library/react';
import { FormLoading } from '@/components/form/form-loading';

describe('FormLoading (what a form loaded on demand shows meanwhile)', () => {
  it('tells assistive tech the form is loading, and shows no alert', () => {
    render(<FormLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts when the form could not be loaded', () => {
    render(<FormLoading error={new Error('ChunkLoadError')} className="where" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The form could not be loaded. Please check your connection and try again.',
    );
    expect(alert).toHaveClass('where');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
