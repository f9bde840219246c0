import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/ui/link';
import { renderWithProviders } from '../../render';

describe('Link', () => {
  it('navigates through the router on a plain click, scrolling to the top', async () => {
    const { user, router } = renderWithProviders(<Link href="/products">Products</Link>);
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(router.push).toHaveBeenCalledWith('/products', undefined, { scroll: true });
    expect(router.asPath).toBe('/products');
  });

  it('keeps the scroll position or replaces the entry when asked', async () => {
    const { user, router } = renderWithProviders(
      <>
        <Link href="/support/faqs" scroll={false}>
          FAQs
        </Link>
        <Link href="/login" replace>
          Sign in
        </Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(router.push).toHaveBeenCalledWith('/support/faqs', undefined, { scroll: false });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.replace).toHaveBeenCalledWith('/login', undefined, { scroll: true });
  });

  it('leaves new-tab clicks, other targets, downloads and other sites to the browser', () => {
    const { router } = renderWithProviders(
      <>
        <Link href="/products">Products</Link>
        <Link href="/blogs" target="_blank">
          Blogs
        </Link>
        <Link href="/files/manual.pdf" download>
          Manual
        </Link>
        <Link href="https://example.org/page">Elsewhere</Link>
      </>,
    );
    const clicks: Array<[string, MouseEventInit]> = [
      ['Products', { button: 0, ctrlKey: true }],
      ['Products', { button: 0, metaKey: true }],
      ['Products', { button: 0, shiftKey: true }],
      ['Products', { button: 1 }],
      ['Blogs', { button: 0 }],
      ['Manual', { button: 0 }],
      ['Elsewhere', { button: 0 }],
    ];
    // Seen after the app's handlers: whether they prevented the default is what tells (the
    // listener then stops jsdom, which cannot navigate, from trying).
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    for (const [name, init] of clicks) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      fireEvent(screen.getByRole('link', { name }), event);
    }
    document.removeEventListener('click', record);
    expect(prevented).toEqual(clicks.map(() => false));
    expect(router.push).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('runs its own onClick first, and a prevented click does not navigate', async () => {
    const { user, router } = renderWithProviders(
      <Link href="/products" onClick={(event) => event.preventDefault()}>
        Products
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('is a plain anchor outside a mounted router', () => {
    render(
      <Link href="/about-us" className="x">
        About us
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about-us');
    expect(link).toHaveClass('x');
  });
});
