import {
  isEmbeddable,
  videoSource,
  withAutoplayOff,
} from '@/features/support/training-center/video-source';

const API = 'http://localhost:4000';

describe('training videos: how each is shown', () => {
  it('plays a file, on the API host when relative', () => {
    expect(videoSource({ file: '/uploads/videos/intro.webm', link: '' }, { apiBase: API })).toEqual(
      { kind: 'file', src: `${API}/uploads/videos/intro.webm` },
    );
    expect(
      videoSource({
        file: 'https://cdn.example.com/v.mp4',
        link: 'https://www.youtube.com/embed/x',
      }),
    ).toEqual({ kind: 'file', src: 'https://cdn.example.com/v.mp4' });
  });

  it('embeds an allowed player with autoplay=0', () => {
    expect(videoSource({ file: '', link: 'https://www.youtube.com/embed/abc' })).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/abc?autoplay=0',
    });
    expect(
      videoSource({ file: '', link: 'https://player.vimeo.com/video/1?autoplay=1&muted=1' }),
    ).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/1?autoplay=0&muted=1' });
    // The mock's own player page, on the API host.
    expect(videoSource({ file: '', link: '/embed/video/7' }, { apiBase: API })).toEqual({
      kind: 'embed',
      src: `${API}/embed/video/7?autoplay=0`,
    });
  });

  it('opens any other link in a new tab, never in a frame', () => {
    expect(videoSource({ file: '', link: 'https://videos.example.com/watch/1' })).toEqual({
      kind: 'link',
      href: 'https://videos.example.com/watch/1',
      host: 'videos.example.com',
    });
    // An allowed host over plain http is not framed.
    expect(videoSource({ file: '', link: 'http://www.youtube.com/embed/abc' })?.kind).toBe('link');
    expect(
      videoSource({ file: '', link: 'https://www.youtube.com.evil.example/embed' })?.kind,
    ).toBe('link');
  });

  it('drops what is neither a file nor a web link', () => {
    expect(videoSource({ file: '', link: '' })).toBeNull();
    expect(videoSource({ file: '  ', link: 'javascript:alert(1)' })).toBeNull();
    expect(videoSource({ file: 'data:video/mp4;base64,AAAA', link: '' })).toBeNull();
  });

  it('checks hosts exactly', () => {
    expect(isEmbeddable(new URL('https://youtube.com/embed/a'))).toBe(true);
    expect(isEmbeddable(new URL('https://m.youtube.com/embed/a'))).toBe(false);
    expect(isEmbeddable(new URL('http://localhost:4000/embed/video/1'), { apiBase: API })).toBe(
      true,
    );
    expect(isEmbeddable(new URL('http://localhost:4001/embed/video/1'), { apiBase: API })).toBe(
      false,
    );
    expect(withAutoplayOff(new URL('https://youtube.com/embed/a?autoplay=1#t=3'))).toBe(
      'https://youtube.com/embed/a?autoplay=0#t=3',
    );
  });
});
