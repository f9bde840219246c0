import { formatFileSize, formatOf, versionOf } from '@/features/support/downloads/file-facts';
import { factsFromHeaders, fetchFileFacts } from '@/features/support/downloads/file-head';
import { withFileFacts } from '@/features/support/downloads/api/get-downloads';
import type { ArchiveCard } from '@/features/support/downloads/types';

const FILE = 'http://localhost:4000/uploads/downloads/ad900-user-manual-v1.1.pdf';

describe('versionOf and formatOf', () => {
  it('reads the version of the title first, then of the file name', () => {
    expect(versionOf('AD900 Release Notes V4.16', FILE)).toBe('4.16');
    expect(versionOf('AD900 User Manual', FILE)).toBe('1.1');
    expect(versionOf('Firmware version 2.0.3', '')).toBe('2.0.3');
    expect(versionOf('Quick Start Guide', 'http://x/guide.pdf')).toBe('');
    // A model name is no version.
    expect(versionOf('AD900 TPMS Tool', 'http://x/tpms-tool.zip')).toBe('');
  });

  it('names the format by the extension', () => {
    expect(formatOf(FILE)).toBe('PDF');
    expect(formatOf('http://x/a.tar?download=1')).toBe('TAR');
    expect(formatOf('http://x/readme')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, then KB and MB in 1024 steps', () => {
    expect(formatFileSize(558)).toBe('558 B');
    expect(formatFileSize(1393)).toBe('1.4 KB');
    expect(formatFileSize(24 * 1024 * 1024)).toBe('24 MB');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('factsFromHeaders', () => {
  it('takes the length and the date of the file', () => {
    const headers = new Headers({
      'Content-Length': '1393',
      'Last-Modified': 'Wed, 04 Nov 2026 10:00:00 GMT',
    });
    expect(factsFromHeaders(headers)).toEqual({
      size: 1393,
      modified: '2026-11-04T10:00:00.000Z',
    });
  });

  it('leaves out what is missing or malformed', () => {
    expect(factsFromHeaders(new Headers({ 'Content-Length': 'x' }))).toEqual({
      size: null,
      modified: null,
    });
    expect(factsFromHeaders(undefined)).toEqual({ size: null, modified: null });
  });
});

describe('fetchFileFacts', () => {
  it('asks with HEAD and never throws', async () => {
    const fetchImpl = jest.fn(
      async () => new Response(null, { status: 200, headers: { 'Content-Length': '10' } }),
    ) as unknown as typeof fetch;
    await expect(fetchFileFacts(FILE, { fetchImpl })).resolves.toEqual({
      size: 10,
      modified: null,
    });
    expect((fetchImpl as jest.Mock).mock.calls[0][1]).toMatchObject({ method: 'HEAD' });

    const failing = jest.fn(async () => {
      throw new Error('down');
    }) as unknown as typeof fetch;
    await expect(fetchFileFacts(FILE, { fetchImpl: failing })).resolves.toEqual({
      size: null,
      modified: null,
    });
    const refused = jest.fn(
      async () => new Response(null, { status: 404 }),
    ) as unknown as typeof fetch;
    await expect(fetchFileFacts(FILE, { fetchImpl: refused })).resolves.toEqual({
      size: null,
      modified: null,
    });
  });

  it('gives up after the timeout', async () => {
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ) as unknown as typeof fetch;
    await expect(fetchFileFacts(FILE, { fetchImpl: hanging, timeoutMs: 10 })).resolves.toEqual({
      size: null,
      modified: null,
    });
  });

  it('asks nothing for a URL that is not http', async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    await fetchFileFacts('', { fetchImpl });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('withFileFacts', () => {
  it('adds each file size and date to its card', async () => {
    const card: ArchiveCard = {
      id: 1,
      title: 'Manual',
      picture: '',
      fileUrl: FILE,
      version: '1.1',
      format: 'PDF',
      size: null,
      modified: null,
    };
    const fetchImpl = jest.fn(
      async () =>
        new Response(null, {
          status: 200,
          headers: { 'Content-Length': '2048', 'Last-Modified': 'Mon, 02 Nov 2026 08:00:00 GMT' },
        }),
    ) as unknown as typeof fetch;
    await expect(
      withFileFacts([card, { ...card, id: 2, fileUrl: '' }], fetchImpl),
    ).resolves.toEqual([
      { ...card, size: 2048, modified: '2026-11-02T08:00:00.000Z' },
      { ...card, id: 2, fileUrl: '' },
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
