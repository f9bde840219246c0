import { useRef } from 'react';
import { clampPage, pageCount } from '@/components/pagination';
import { Prose } from '@/components/prose';
import { Accordion } from '@/components/ui/accordion';
import { KEYWORD_PARAM, type ListQueryPatch, PAGE_PARAM, parseChoice } from '@/lib/list-query';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';
import { SupportSection } from '../components/support-section';
import { isDefaultFaqFilters } from './faq-query';
import { useFaqs, useFaqTypes } from './api/use-faqs';
import { FaqFilters } from './components/faq-filters';
import type { FaqFilters as Filters, FaqsProps } from './types';
import styles from './faqs-view.module.css';
import { ListPages, ListResults, SearchStatus } from '../components/list-controls';

export const CATEGORY_PARAM = 'category';
export const TYPE_PARAM = 'type';

/** The address of the filters: "All", no keyword and page 1 are left out. */
function toQuery(filters: Filters): ListQueryPatch {
  return {
    [CATEGORY_PARAM]: filters.categoryId || null,
    [TYPE_PARAM]: filters.typeId || null,
    [KEYWORD_PARAM]: filters.keyword,
    [PAGE_PARAM]: filters.page,
  };
}

/**
 * FAQs: banner, heading, category and type selects (default all), a keyword with
 * Search, the questions as collapsible sections with their answers, and pagination with the
 * total. Page 1 of every FAQ is in the static HTML; the filters are in the address
 * (`?category=21&type=3&keyword=update&page=2`). Answers are HTML sanitized on the server:
 * at build time, or by the site's /api/support/faqs for the lists asked for later.
 */
export default function FaqsView({
  name,
  nav,
  introduce,
  banner,
  categories,
  types: allTypes,
  initial,
}: FaqsProps) {
  const listQuery = useListQuery();
  const listRef = useRef<HTMLElement>(null);
  const categoryId = Number(
    parseChoice(
      listQuery.get(CATEGORY_PARAM),
      categories.map((category) => String(category.id)),
      '0',
    ),
  );
  const typeId = Number(
    parseChoice(
      listQuery.get(TYPE_PARAM),
      allTypes.map((type) => String(type.id)),
      '0',
    ),
  );
  const keyword = listQuery.keyword;
  const unfiltered = isDefaultFaqFilters({ categoryId, typeId, keyword, page: 1 });
  const knownPages = unfiltered ? pageCount(initial.total, initial.pageSize) : Infinity;
  const filters: Filters = {
    categoryId,
    typeId,
    keyword,
    page: clampPage(listQuery.page, knownPages),
  };
  const types = useFaqTypes(categoryId, allTypes);
  const fetched = useFaqs(filters, initial);
  const { data, isLoading, isValidating } = fetched;
  const list = data ?? { items: [], total: 0, pageSize: initial.pageSize };
  // A filtered page past its last (it comes back empty) shows the last one.
  const lastPage =
    data && !isValidating && data.items.length === 0 && data.total > 0
      ? pageCount(data.total, data.pageSize)
      : Infinity;
  useCanonicalListQuery(listQuery, toQuery({ ...filters, page: Math.min(filters.page, lastPage) }));

  // A new category starts with every type; any change goes back to page 1.
  const change = (patch: Partial<Filters>) =>
    listQuery.push(toQuery({ ...filters, page: 1, ...patch }));
  const goToPage = (page: number) => {
    listQuery.push({ [PAGE_PARAM]: page });
    listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <SupportSection nav={nav} title={name} introduce={introduce} picture={banner}>
      <FaqFilters
        categories={categories}
        types={types}
        categoryId={categoryId}
        typeId={typeId}
        keyword={keyword}
        onCategory={(id) => change({ categoryId: id, typeId: 0 })}
        onType={(id) => change({ typeId: id })}
        onSearch={(next) => change({ keyword: next })}
      />
      <SearchStatus keyword={keyword} />
      <section
        ref={listRef}
        aria-label="Questions"
        aria-busy={isLoading || isValidating}
        className={styles.questions}
      >
        <ListResults fetched={fetched} count={list.items.length} empty="No questions found.">
          <div>
            {list.items.map((faq) => (
              <Accordion key={faq.id} summary={faq.question} headingLevel={2}>
                <Prose html={faq.answerHtml} />
              </Accordion>
            ))}
          </div>
        </ListResults>
        <ListPages
          total={list.total}
          pageSize={list.pageSize}
          page={filters.page}
          onChange={goToPage}
          label="FAQ pages"
        />
      </section>
    </SupportSection>
  );
}
