import { act, fireEvent, screen } from '@testing-library/react';
import { useLoading } from '@/features/shell';
import { renderWithProviders } from '../../render';

function StartsLoading() {
  const { begin, end } = useLoading();
  return (
    <>
      <button onClick={begin}>begin</button>
      <button onClick={end}>end</button>
    </>
  );
}

describe('loading overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while requests run and hides when they end', () => {
    renderWithProviders(<StartsLoading />);
    fireEvent.click(screen.getByRole('button', { name: 'begin' }));
    fireEvent.click(screen.getByRole('button', { name: 'begin', hidden: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'end', hidden: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'end', hidden: true }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('closes itself after 8 seconds', () => {
    renderWithProviders(<StartsLoading />);
    fireEvent.click(screen.getByRole('button', { name: 'begin' }));
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows for slow route changes only, after 300 ms', () => {
    const { router } = renderWithProviders(<p>page</p>);
    act(() => router.events.emit('routeChangeStart', '/products', { shallow: false }));
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => router.events.emit('routeChangeComplete', '/products'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
