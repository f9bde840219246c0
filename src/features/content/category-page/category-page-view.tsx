import { PageBanner } from '@/components/page-banner';
import { Prose } from '@/components/prose';
import { withoutRepeatedLead } from '@/components/prose-lead';
import { Container } from '@/components/ui/container';
import type { CategoryPageProps } from '../types';
import { ChildCards } from './child-cards';
import styles from './category-page-view.module.css';

/**
 * The generic CMS page: the banner with the page's name and introduction (said once: the
 * details leave out a heading or paragraph that repeats them), the child pages as cards
 * (picture, name, introduction, a link) and the details HTML.
 */
export default function CategoryPageView({
  name,
  introduce,
  picture,
  detailsHtml,
  children,
}: CategoryPageProps) {
  return (
    <>
      <PageBanner src={picture} priority title={name} subtitle={introduce} />
      <Container className={styles.body}>
        {children.length > 0 ? <ChildCards items={children} label={`${name} pages`} /> : null}
        <Prose html={withoutRepeatedLead(detailsHtml, { title: name, intro: introduce })} />
      </Container>
    </>
  );
}
