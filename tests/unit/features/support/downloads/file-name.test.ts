import {
  dispositionFileName,
  downloadFileName,
  fileExtension,
  fileNameFromUrl,
  MAX_FILE_NAME_LENGTH,
  safeFileName,
} from '@/features/support/downloads/file-name';

const FILE = 'http://localhost:4000/uploads/downloads/ad900-pro-user-manual.pdf';

describe('download file names', () => {
  it('takes the name of the Content-Disposition header first', () => {
    expect(
      downloadFileName({
        title: 'AD900 Pro User Manual',
        fileUrl: FILE,
        disposition: 'attachment; filename="ad900-pro-user-manual.pdf"',
      }),
    ).toBe('ad900-pro-user-manual.pdf');
  });

  it('reads the RFC 5987 name before the plain one, and bare names', () => {
    expect(
      dispositionFileName(
        `attachment; filename="fallback.pdf"; filename*=UTF-8''Manual%20%C3%A9dition%202.pdf`,
      ),
    ).toBe('Manual édition 2.pdf');
    expect(dispositionFileName('attachment; filename=notes.txt')).toBe('notes.txt');
    expect(dispositionFileName('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(dispositionFileName('inline')).toBe('');
    expect(dispositionFileName(null)).toBe('');
  });

  it('falls back to the title with the file extension', () => {
    expect(downloadFileName({ title: 'AD900 Pro User Manual', fileUrl: FILE })).toBe(
      'AD900 Pro User Manual.pdf',
    );
    expect(downloadFileName({ title: 'Release notes.PDF', fileUrl: FILE })).toBe(
      'Release notes.PDF',
    );
    expect(
      downloadFileName({ title: 'Update tool', fileUrl: '/uploads/downloads/tool.zip?v=3#x' }),
    ).toBe('Update tool.zip');
  });

  it('then to the name of the file in the URL, then to "download"', () => {
    expect(downloadFileName({ title: '  ', fileUrl: '/uploads/my%20file.csv' })).toBe(
      'my file.csv',
    );
    expect(downloadFileName({ title: '', fileUrl: '/uploads/' })).toBe('download');
    expect(downloadFileName({ title: '///', fileUrl: FILE })).toBe('ad900-pro-user-manual.pdf');
  });

  it('never lets a name carry a path, reserved characters or control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileName('a\\b:c*d?e"f<g>h|i')).toBe('a b c d e f g h i');
    expect(safeFileName('line\nbreak\u0000.txt')).toBe('line break .txt');
    expect(safeFileName('  ..hidden.txt.. ')).toBe('hidden.txt');
    expect(safeFileName('CON')).toBe('_CON');
    expect(safeFileName('nul.txt')).toBe('_nul.txt');
    expect(
      downloadFileName({
        title: 'x',
        fileUrl: FILE,
        disposition: 'attachment; filename="../../evil.sh"',
      }),
    ).toBe('evil.sh');
  });

  it('shortens long names and keeps their extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('reads extensions and names from URLs', () => {
    expect(fileExtension(FILE)).toBe('.pdf');
    expect(fileExtension('/uploads/archive.tar.GZ')).toBe('.gz');
    expect(fileExtension('/uploads/README')).toBe('');
    expect(fileNameFromUrl('/a/b/c%2Fd.txt')).toBe('c/d.txt');
    expect(fileNameFromUrl('/a/bad%E0%A4%A.txt')).toBe('bad%E0%A4%A.txt');
  });
});
