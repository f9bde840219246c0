import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { SupportSection } from '../components/support-section';
import type { SupportHtmlProps } from '../types';

/** /support, warranty and FCA SGW (spec 2): the category's picture and HTML in the frame. */
export default function SupportHtmlView({ name, nav, picture, detailsHtml }: SupportHtmlProps) {
  return (
    <SupportSection nav={nav} title={nav.activeId === null ? undefined : name}>
      {picture && nav.activeId !== null ? (
        <Picture
          src={picture}
          alt=""
          width={1200}
          height={400}
          sizes="(max-width: 1025px) 100vw, 1025px"
        />
      ) : null}
      <Prose html={detailsHtml} />
    </SupportSection>
  );
}
