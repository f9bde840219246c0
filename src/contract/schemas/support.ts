/**
 * The support area's lists: a support page's sub-categories (/api/supports/), downloads
 * (/api/downloads/, /api/DownloadsArchive/), training videos (/api/video/) and FAQs (/api/faqs/).
 */
import { z } from 'zod';
import { blankAsAbsent, bodyPage, categoryFilter, page, text, wholeNumber } from './fields';
import { apiPage, envelope, operations } from './operation';

export const KEYWORDS_MSG = 'Please enter keywords';
export const NO_VIDEOS_MSG = 'No videos match your keywords';

const int = () => z.number().int();
const ok = { code: 200, msg: 'success' } as const;

/** A search keyword: required in effect (blank answers `Please enter keywords`). */
function keyword(name: string) {
  return text(name)
    .optional()
    .meta({ description: `Found in the title or the category name, any case; blank is refused.` });
}

export const apiSupportCategory = z
  .object({
    category_id: int(),
    category_parent_id: int(),
    category_name: z.string(),
    category_paths: z.string().meta({ description: 'The support page’s path.' }),
    category_icon: z.string(),
    category_picture: z.string(),
    category_introduce: z.string(),
  })
  .meta({ id: 'ApiSupportCategory' });

export const apiArchive = z
  .object({
    archive_id: int(),
    archive_title: z.string(),
    archive_picture: z.string(),
    archive_file: z.string().meta({ description: 'The file’s URL.' }),
  })
  .meta({ id: 'ApiArchive' });

export const apiVideo = z
  .object({
    video_id: int(),
    video_title: z.string(),
    video_picture: z.string().meta({ description: 'The poster.' }),
    video_file: z.string().meta({ description: 'A video file, or empty for a linked video.' }),
    video_link: z.string().meta({ description: 'A player page, or empty for a file.' }),
  })
  .meta({ id: 'ApiVideo' });

export const apiFaqCategory = z
  .object({ category_id: int(), category_name: z.string() })
  .meta({ id: 'ApiFaqCategory' });
export const apiFaqType = z
  .object({ article_type_id: int(), article_type_name: z.string() })
  .meta({ id: 'ApiFaqType' });
export const apiFaq = z
  .object({
    article_id: int(),
    article_title: z.string(),
    article_details: z.string().meta({ description: 'HTML.' }),
    category: apiFaqCategory,
    type: apiFaqType,
  })
  .meta({ id: 'ApiFaq' });

export const supportsAllResponse = envelope({ data: z.array(apiSupportCategory) });
const pageOf = <T extends z.ZodType>(item: T) => envelope({ page: apiPage, data: z.array(item) });
const allOf = <T extends z.ZodType>(item: T) => envelope({ data: z.array(item) });
export const archiveAllResponse = pageOf(apiArchive);
export const archiveSearchResponse = allOf(apiArchive);
export const videoAllResponse = pageOf(apiVideo);
export const videoSearchResponse = allOf(apiVideo);
export const archiveDownloadResponse = envelope({
  archive_find: z.object({ archive_title: z.string(), archive_file: z.string() }),
});
export const faqAllResponse = envelope({
  article_all: z.array(apiFaq),
  page: apiPage,
  category_all: z.array(apiFaqCategory),
  article_type_all: z.array(apiFaqType),
});
export const faqSearchResponse = envelope({ article_all: z.array(apiFaq), page: apiPage });
export const faqTypeResponse = envelope({ article_type_all: z.array(apiFaqType) });
export const faqKeywordResponse = envelope({ data: z.array(apiFaq) });

const archive = {
  archive_id: 1,
  archive_title: 'AD900 Pro Scan Tool User Manual',
  archive_picture: '/uploads/archives/ad900-pro-scan-tool-user-manual.jpg',
  archive_file: '/uploads/downloads/ad900-pro-scan-tool-user-manual-v1.1.pdf',
};
const video = {
  video_id: 1,
  video_title: 'Unboxing the AD900 Pro Scan Tool',
  video_picture: '/uploads/videos/unboxing-the-ad900-pro-scan-tool.jpg',
  video_file: '/uploads/videos/sample-video.webm',
  video_link: '',
};
const faqType = { article_type_id: 3, article_type_name: 'Troubleshooting' };
const faq = {
  article_id: 1,
  article_title: 'My scan tool does not power on when plugged into the OBD2 port',
  article_details: '<p>The tool takes its power from pin 16 of the OBD2 port.</p>',
  category: { category_id: 21, category_name: 'Automotive Diagnostic Tool' },
  type: faqType,
};
const listInput = (filterWhat: string) =>
  z.object({
    category_id: blankAsAbsent(
      categoryFilter('category_id', 'a category id').meta({
        description: `A ${filterWhat} category; 0 (or the page’s own id, or none) for all.`,
      }),
    ),
  });

export const SUPPORTS_OPERATIONS = operations({
  supportsAll: {
    summary: 'The sub-categories of a support page (file, video or FAQ categories)',
    query: z.object({
      category_id: wholeNumber('category_id', 1, undefined, {
        required: 'category_id is required',
      }),
    }),
    response: supportsAllResponse,
    codes: [400, 404],
    example: {
      query: { category_id: 34 },
      response: {
        ...ok,
        data: [
          {
            category_id: 341,
            category_parent_id: 34,
            category_name: 'User Manuals',
            category_paths: '/support/downloads',
            category_icon: '/uploads/icons/downloads-user-manuals.svg',
            category_picture: '/uploads/categories/downloads-user-manuals.jpg',
            category_introduce: 'Complete manuals with every menu, function and specification.',
          },
        ],
      },
    },
  },
});

export const DOWNLOADS_OPERATIONS = operations({
  archiveAll: {
    summary: 'A page of files of a category (0 or none: all), newest first, 12 per page',
    query: listInput('download').extend({ page: page() }),
    response: archiveAllResponse,
    codes: [400, 404],
    example: {
      query: { category_id: 341, page: 1 },
      response: { ...ok, page: { currentPage: 1, total: 1, listRows: 12 }, data: [archive] },
    },
  },
  archiveSearch: {
    summary: 'Every file whose title or category holds the keywords, newest first',
    query: z.object({ archiveKeywordsName: keyword('archiveKeywordsName') }),
    response: archiveSearchResponse,
    codes: [400],
    example: { query: { archiveKeywordsName: 'manual' }, response: { ...ok, data: [archive] } },
  },
});

export const DOWNLOADS_ARCHIVE_OPERATIONS = operations({
  downloads: {
    summary: 'The file of a download (its title and URL)',
    query: z.object({
      archive_id: wholeNumber('archive_id', 1, undefined, { required: 'archive_id is required' }),
      download: text('download', 10)
        .optional()
        .meta({ description: '`1` or `true`: answer the file itself (a mock extension).' }),
    }),
    response: archiveDownloadResponse,
    codes: [400, 404],
    example: {
      query: { archive_id: 1 },
      response: {
        ...ok,
        archive_find: { archive_title: archive.archive_title, archive_file: archive.archive_file },
      },
    },
    mockExtensions: [
      {
        field: 'download',
        does: '`download=1` answers the file itself as an attachment (HTTP 404 when it is missing).',
      },
    ],
  },
});

export const VIDEO_OPERATIONS = operations({
  videoAll: {
    summary: 'A page of training videos of a category (0 or none: all), newest first, 9 per page',
    body: listInput('video').extend({ page: bodyPage() }),
    response: videoAllResponse,
    codes: [400, 404],
    example: {
      body: { category_id: 361, page: 1 },
      response: { ...ok, page: { currentPage: 1, total: 1, listRows: 9 }, data: [video] },
    },
  },
  videoSearch: {
    summary: 'Every video whose title or category holds the keywords, newest first',
    description: `When none matches, \`msg\` is \`${NO_VIDEOS_MSG}\`.`,
    body: z.object({ videoKeywordsName: keyword('videoKeywordsName') }),
    response: videoSearchResponse,
    codes: [400],
    example: { body: { videoKeywordsName: 'unboxing' }, response: { ...ok, data: [video] } },
  },
});

export const FAQS_OPERATIONS = operations({
  articleAll: {
    summary: 'A page of every FAQ, newest first, 10 per page, with the categories and types',
    body: z.object({ page: bodyPage() }),
    response: faqAllResponse,
    codes: [400],
    example: {
      body: { page: 1 },
      response: {
        ...ok,
        article_all: [faq],
        page: { currentPage: 1, total: 1, listRows: 10 },
        category_all: [faq.category],
        article_type_all: [faqType],
      },
    },
  },
  articleSearch: {
    summary: 'Every FAQ whose question or answer holds the keywords, newest first',
    query: z.object({
      articleKeywordsName: text('articleKeywordsName')
        .optional()
        .meta({ description: 'Found in the question or the answer; blank is refused.' }),
    }),
    response: faqKeywordResponse,
    codes: [400],
    example: { query: { articleKeywordsName: 'power' }, response: { ...ok, data: [faq] } },
  },
  articleSearchTest: {
    summary: 'FAQs of a category AND a type AND with the keywords (0 or empty: all), 10 per page',
    body: z.object({
      category_id: categoryFilter('category_id', 'a category id'),
      article_type_id: categoryFilter('article_type_id', 'a category id'),
      articleKeywordsName: text('articleKeywordsName').optional(),
      page: bodyPage(),
    }),
    response: faqSearchResponse,
    codes: [400, 404],
    example: {
      body: { category_id: 21, article_type_id: 3, articleKeywordsName: 'power', page: 1 },
      response: { ...ok, article_all: [faq], page: { currentPage: 1, total: 1, listRows: 10 } },
    },
  },
  articleType: {
    summary: 'The FAQ types with questions in a category (0 or none: every type)',
    body: z.object({
      category_id: categoryFilter('category_id', 'a category id'),
      page: bodyPage(),
    }),
    response: faqTypeResponse,
    codes: [400, 404],
    example: {
      body: { category_id: 21, page: 1 },
      response: { ...ok, article_type_all: [faqType] },
    },
  },
});
