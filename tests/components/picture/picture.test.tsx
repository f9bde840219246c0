import { render, screen } from '@testing-library/react';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { candidateWidths, Picture } from '@/components/picture';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES, PICTURE_SIZES } from '@/config/images';

const PHOTO = 'http://localhost:4000/uploads/goods/ad900-1.jpg';
// The optimizer's `url`: the proxy path, its slashes as they are (a query may hold them).
const PROXIED = '/api/pictures/uploads/goods/ad900-1.jpg';
const HERO_SIZES = '(max-width: 768px) 100vw, 50vw';

/** The srcset's candidates as [url, descriptor]. */
function candidates(img: HTMLElement): [string, string][] {
  const srcset = img.getAttribute('srcset') ?? '';
  return srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);
}

/** Renders with a head manager, as _app does, and answers what `next/head` put in the head. */
function renderWithHead(ui: ReactNode): { head: () => ReactElement[] } {
  let head: ReactElement[] = [];
  const mountedInstances = new Set<unknown>();
  render(
    <HeadManagerContext.Provider
      value={{
        mountedInstances,
        updateHead: (elements: unknown[]) => {
          head = elements.filter(isValidElement) as ReactElement[];
        },
      }}
    >
      {ui}
    </HeadManagerContext.Provider>,
  );
  return { head: () => head };
}

function preloads(head: ReactElement[]): Record<string, unknown>[] {
  return head
    .filter((element) => element.type === 'link')
    .map((element) => element.props as Record<string, unknown>)
    .filter((props) => props.rel === 'preload');
}

describe('Picture: raster API pictures go through the image optimizer', () => {
  it('offers a srcset of widths from the optimizer, with the layout sizes', () => {
    render(<Picture src={PHOTO} alt="AD900" width={800} height={800} sizes={HERO_SIZES} />);
    const img = screen.getByRole('img', { name: 'AD900' });
    expect(img).toHaveAttribute('sizes', HERO_SIZES);
    const list = candidates(img);
    // Drawn 320 to 1280 px wide (a 320 px phone to half a 2560 px screen), at 1x and 2x: the
    // device widths from 384 (320 at 1x) to 1920 (the largest, for 2560 at 2x), no thumbnail.
    expect(list.map(([, descriptor]) => descriptor)).toEqual(
      IMAGE_DEVICE_SIZES.map((w) => `${w}w`),
    );
    for (const [url, descriptor] of list) {
      expect(url).toBe(
        `/_next/image?url=${PROXIED}&w=${parseInt(descriptor, 10)}&q=${IMAGE_QUALITY}`,
      );
    }
    // Browsers without srcset get the largest candidate.
    expect(img.getAttribute('src')).toBe(list[list.length - 1][0]);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
  });

  it("keeps a path segment's own reserved characters encoded", () => {
    render(
      <Picture
        src="http://localhost:4000/uploads/goods/a&b c.jpg"
        alt="odd name"
        width={96}
        height={96}
      />,
    );
    const [[url]] = candidates(screen.getByRole('img', { name: 'odd name' }));
    expect(new URL(url, 'http://site').searchParams.get('url')).toBe(
      '/api/pictures/uploads/goods/a&b c.jpg',
    );
  });

  it('a fixed-size picture (no sizes) offers its width at 1x and 2x', () => {
    render(<Picture src={PHOTO} alt="thumb" width={96} height={96} />);
    const img = screen.getByRole('img', { name: 'thumb' });
    expect(img).not.toHaveAttribute('sizes');
    expect(candidates(img)).toEqual([
      [`/_next/image?url=${PROXIED}&w=96&q=${IMAGE_QUALITY}`, '1x'],
      [`/_next/image?url=${PROXIED}&w=256&q=${IMAGE_QUALITY}`, '2x'],
    ]);
  });

  it('a fixed drawn width offers the candidates for it at 1x and 2x', () => {
    expect(candidateWidths(200, '200px')).toEqual({ widths: [256, 640], descriptor: 'w' });
  });

  it('offers only the widths a screen picks for the layout, none below or above', () => {
    // The carousel: at least 320 px wide (a 320 px phone, or 320 px from 1367 px up), at
    // most 768 px (a 768 px tablet, 1536 at 2x): no 160 or 256 px, nothing past 1600.
    expect(candidateWidths(400, PICTURE_SIZES.carousel).widths).toEqual([
      384, 640, 828, 1080, 1280, 1600,
    ]);
    // A 214 px grid card from 1440 px up, half a 768 px phone below: 128 px is never drawn.
    expect(candidateWidths(400, PICTURE_SIZES.productGrid).widths).not.toContain(128);
  });

  it('sizes it cannot read (calc, other media features) offer every width', () => {
    expect(candidateWidths(200, 'calc(100vw - 32px)').widths).toEqual(
      [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b),
    );
  });

  it('is lazy unless it is the priority (LCP) picture', () => {
    render(<Picture src={PHOTO} alt="below the fold" width={400} height={300} sizes="25vw" />);
    const img = screen.getByRole('img', { name: 'below the fold' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('the priority picture is eager, high priority, and preloaded with its srcset', () => {
    const { head } = renderWithHead(
      <Picture src={PHOTO} alt="hero" width={800} height={800} sizes={HERO_SIZES} priority />,
    );
    const img = screen.getByRole('img', { name: 'hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const [preload, ...others] = preloads(head());
    expect(others).toHaveLength(0);
    expect(preload).toMatchObject({
      as: 'image',
      imageSrcSet: img.getAttribute('srcset'),
      imageSizes: HERO_SIZES,
      fetchPriority: 'high',
    });
    // No href: a browser would fetch it besides the srcset's pick.
    expect(preload.href).toBeUndefined();
  });

  it('a lazy picture puts no preload in the head', () => {
    const { head } = renderWithHead(
      <Picture src={PHOTO} alt="lazy" width={800} height={800} sizes={HERO_SIZES} />,
    );
    expect(preloads(head())).toHaveLength(0);
  });
});

describe('Picture: other sources are shown as they are', () => {
  it.each([
    ['an SVG from the API', 'http://localhost:4000/uploads/icons/support.svg'],
    ['a photo on another host', 'https://cdn.example.com/uploads/goods/a.jpg'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
  ])('%s: src untouched, no srcset', (_label, src) => {
    render(<Picture src={src} alt="as is" width={48} height={48} sizes="48px" />);
    const img = screen.getByRole('img', { name: 'as is' });
    expect(img).toHaveAttribute('src', src);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('a priority SVG is preloaded by its href', () => {
    const logo = 'http://localhost:4000/uploads/logo.svg';
    const { head } = renderWithHead(
      <Picture src={logo} alt="logo" width={160} height={40} priority />,
    );
    expect(preloads(head())).toEqual([expect.objectContaining({ href: logo, as: 'image' })]);
  });

  it('renders nothing without a source', () => {
    const { container } = render(<Picture src="" alt="none" width={10} height={10} />);
    expect(container).toBeEmptyDOMElement();
  });
});
