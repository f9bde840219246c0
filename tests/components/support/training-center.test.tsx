import { screen, waitFor, within } from '@testing-library/react';
import type { TrainingCenterProps } from '@/features/support/training-center/types';
import TrainingCenterView from '@/features/support/training-center/training-center-view';
import { callsTo, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { bodyOf, cardTitlesIn, supportPage } from './help-fixtures';

const VIDEO_ALL = '/api/video/video_all';
const VIDEO_SEARCH = '/api/video/video_search';
const API = 'http://localhost:4000';

const PROPS: TrainingCenterProps = {
  ...supportPage(36, 'Video tutorials.'),
  categories: [
    { id: 361, name: 'Getting Started' },
    { id: 362, name: 'Diagnostics' },
  ],
  initial: {
    items: [
      {
        id: 1,
        title: 'First scan',
        poster: `${API}/uploads/videos/first-scan.svg`,
        source: { kind: 'file', src: `${API}/uploads/videos/first-scan.webm` },
      },
      {
        id: 2,
        title: 'Oil reset',
        poster: '',
        source: { kind: 'embed', src: 'https://www.youtube.com/embed/abc?autoplay=0' },
      },
      {
        id: 3,
        title: 'Battery test',
        poster: `${API}/uploads/videos/battery.svg`,
        source: { kind: 'link', href: 'https://videos.example.com/3', host: 'videos.example.com' },
      },
    ],
    total: 20,
    pageSize: 3,
  },
};

function apiVideo(id: number, link = '') {
  return {
    video_id: id,
    video_title: `Video ${id}`,
    video_picture: `/uploads/videos/${id}.svg`,
    video_file: link ? '' : `/uploads/videos/${id}.webm`,
    video_link: link,
  };
}

const VIDEO_ALL_ROUTE: MockRoute = (_url, init) => {
  const { category_id, page } = bodyOf(init) as { category_id: number; page: number };
  return {
    code: 200,
    msg: 'Success',
    page: { currentPage: page, total: 4, listRows: 2 },
    data: [
      apiVideo(category_id * 10 + page),
      apiVideo(category_id * 10 + page + 5, '/embed/video/9'),
    ],
  };
};

const titles = () => cardTitlesIn('Videos');

function renderPage(route = '/support/training-center', routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockFetch({ [VIDEO_ALL]: VIDEO_ALL_ROUTE, ...routes });
  return { fetchMock, ...renderWithProviders(<TrainingCenterView {...PROPS} />, { route }) };
}

const pager = () => screen.queryByRole('navigation', { name: 'Videos pages' });

describe('training center', () => {
  it('plays a file with its poster, embeds an allowed player with autoplay=0, links the rest', () => {
    const { fetchMock, container } = renderPage();
    expect(titles()).toEqual(['First scan', 'Oil reset', 'Battery test']);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', `${API}/uploads/videos/first-scan.webm`);
    expect(video).toHaveAttribute('poster', `${API}/uploads/videos/first-scan.svg`);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    const frame = screen.getByTitle('Oil reset');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc?autoplay=0');
    const link = screen.getByRole('link', { name: /Battery test/ });
    expect(link).toHaveAttribute('href', 'https://videos.example.com/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pager()).toHaveTextContent('Total 20');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("covers an embedded player with the video's own poster until Watch", async () => {
    const poster = `${API}/uploads/videos/oil-reset.jpg`;
    const [file, embed] = PROPS.initial.items;
    const props: TrainingCenterProps = {
      ...PROPS,
      initial: { ...PROPS.initial, items: [file, { ...embed, poster }] },
    };
    mockFetch({ [VIDEO_ALL]: VIDEO_ALL_ROUTE });
    const { user, container } = renderWithProviders(<TrainingCenterView {...props} />, {
      route: '/support/training-center',
    });
    const frame = screen.getByTitle('Oil reset');
    // The player is there (autoplay off) but out of reach under its poster.
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc?autoplay=0');
    expect(frame).toHaveAttribute('inert');
    const watch = screen.getByRole('button', { name: 'Watch Oil reset' });
    const picture = watch.querySelector('img');
    expect(picture?.getAttribute('src')).toContain('/uploads/videos/oil-reset.jpg');
    // Each video keeps its own poster: the file's is not the embed's.
    expect(container.querySelector('video')).toHaveAttribute(
      'poster',
      `${API}/uploads/videos/first-scan.svg`,
    );
    await user.click(watch);
    expect(screen.queryByRole('button', { name: 'Watch Oil reset' })).not.toBeInTheDocument();
    expect(frame).not.toHaveAttribute('inert');
    await waitFor(() => expect(frame).toHaveFocus());
  });

  it('covers a file with its poster and the same Watch chip; Watch plays it', async () => {
    const play = jest
      .spyOn(window.HTMLMediaElement.prototype, 'play')
      .mockImplementation(() => Promise.resolve());
    try {
      const { user, container } = renderPage();
      const video = container.querySelector('video')!;
      // No bare "0:00" controls: the poster and Watch, as the embedded players show.
      expect(video).toHaveAttribute('inert');
      expect(video).toHaveAttribute('tabindex', '-1');
      const watch = screen.getByRole('button', { name: 'Watch First scan' });
      // The poster itself (an SVG goes unoptimized, a photo through the optimizer).
      expect(decodeURIComponent(watch.querySelector('img')?.getAttribute('src') ?? '')).toContain(
        '/uploads/videos/first-scan.svg',
      );
      expect(within(watch).getByText('Watch')).toBeInTheDocument();
      await user.click(watch);
      expect(screen.queryByRole('button', { name: 'Watch First scan' })).not.toBeInTheDocument();
      expect(video).not.toHaveAttribute('inert');
      await waitFor(() => expect(video).toHaveFocus());
      expect(play).toHaveBeenCalledTimes(1);
    } finally {
      play.mockRestore();
    }
  });

  it('a category posts video_all with its id and page 1', async () => {
    const { user, fetchMock, router, container } = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Diagnostics');
    await waitFor(() => expect(titles()).toEqual(['Video 3621', 'Video 3626']));
    const [[, init]] = callsTo(fetchMock, VIDEO_ALL);
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ category_id: 362, page: 1 });
    expect(router.asPath).toBe('/support/training-center?category=362');
    // The mock's player page, on the API host: framed, autoplay off.
    expect(screen.getByTitle('Video 3626')).toHaveAttribute(
      'src',
      `${API}/embed/video/9?autoplay=0`,
    );
    expect(container.querySelector('video')).toHaveAttribute(
      'src',
      `${API}/uploads/videos/3621.webm`,
    );
  });

  it('searches: video_search with the keyword, the pager hidden, the category cleared', async () => {
    const { user, fetchMock, router } = renderPage('/support/training-center', {
      [VIDEO_SEARCH]: { code: 200, msg: 'Success', data: [apiVideo(40), apiVideo(41)] },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'tpms');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Video 40', 'Video 41']));
    expect(bodyOf(callsTo(fetchMock, VIDEO_SEARCH)[0][1])).toEqual({ videoKeywordsName: 'tpms' });
    expect(router.asPath).toBe('/support/training-center?keyword=tpms');
    expect(pager()).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('shows the msg of a refused search as a warning and keeps the keyword', async () => {
    const { user } = renderPage('/support/training-center', {
      [VIDEO_SEARCH]: { code: 400, msg: 'Please enter keywords' },
    });
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    await user.type(box, 'x{Enter}');
    // The toast (titled Tips) and the list's own alert say it.
    await waitFor(() => expect(screen.getAllByText('Please enter keywords')).toHaveLength(2));
    expect(screen.getByText('Tips')).toBeInTheDocument();
    expect(box).toHaveValue('x');
  });
});
