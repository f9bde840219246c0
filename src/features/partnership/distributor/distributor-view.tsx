import clsx from 'clsx';
import { useCallback } from 'react';
import type { ResponsivePerView } from '@/components/carousel';
import { DeferredForm } from '@/components/deferred-form';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { BREAKPOINT } from '@/config/constants';
import { PICTURE_SIZES } from '@/config/images';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import { BlockText } from '../components/block-text';
import { CarouselSection } from '../components/carousel-section';
import { ConfigCards, type ConfigCardsProps } from '../components/config-cards';
import { ICON_PICTURE } from '../components/icon-picture';
import { PageHeader } from '../components/page-header';
import { ScrollToFormLink } from '../components/scroll-to-form';
import { SectionHeading } from '../components/section-heading';
import shared from '../components/partnership.module.css';
import { DistributorFields } from './components/distributor-fields';
import { DISTRIBUTOR_FORM_FRAME, DISTRIBUTOR_FORM_LABEL } from './components/form-frame';
import type { DistributorPartner, DistributorProps } from './types';
import styles from './distributor-view.module.css';
import list from '@/styles/list.module.css';

/** The section around the form: where Apply Now lands. */
export const DISTRIBUTOR_FORM_SECTION_ID = 'become-a-distributor-form';

/** 3 per view, 2 at 1024px or less; 1 with no gap on phones. */
export const PARTNERS_PER_VIEW: ResponsivePerView = {
  default: 3,
  steps: [
    { maxWidth: BREAKPOINT.desktopHeader, perView: 2 },
    { maxWidth: BREAKPOINT.mobile, perView: 1, spacing: 0 },
  ],
};

/** Partner logos are 240 × 64: shown whole, in a frame of that shape (never cropped). */
const PARTNER_LOGO_WIDTH = 240;
const PARTNER_LOGO_HEIGHT = 64;

function PartnerCard({ partner }: { partner: DistributorPartner }) {
  const content = (
    <>
      <Picture
        src={partner.picture}
        alt={partner.name}
        width={PARTNER_LOGO_WIDTH}
        height={PARTNER_LOGO_HEIGHT}
        sizes={PICTURE_SIZES.third}
        className={styles.partnerPicture}
      />
      <span className={clsx(typo.h6, styles.partnerName)}>{partner.name}</span>
      {partner.country ? <span className={typo.body2}>{partner.country}</span> : null}
      {partner.cooperationTime ? (
        <span className={clsx(typo.body2, typo.secondary)}>{partner.cooperationTime}</span>
      ) : null}
    </>
  );
  return partner.url ? (
    <a href={partner.url} target="_blank" rel="noopener noreferrer" className={styles.partner}>
      {content}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  ) : (
    <div className={styles.partner}>{content}</div>
  );
}

/**
 * A section of config cards under its heading block (title and subtitle); nothing when it
 * has neither a heading nor cards.
 */
function CardsSection({
  id,
  heading,
  blocks,
  ...cards
}: Pick<ConfigCardsProps, 'blocks' | 'columns' | 'look'> & {
  /** The heading's id, which names the section. */
  id: string;
  heading: ConfigBlock | null;
}) {
  if (!heading && blocks.length === 0) return null;
  return (
    <section className={shared.section} aria-labelledby={heading?.title ? id : undefined}>
      {heading ? (
        <SectionHeading id={id} title={heading.title} subtitle={heading.subtitle} />
      ) : null}
      <ConfigCards blocks={blocks} {...cards} />
    </section>
  );
}

/**
 * Become a distributor: banner with Apply Now, feature cards, the icon
 * row, the partner form beside its side panel and code image, and Outstanding Partners.
 * The form's logic (formik, yup) loads after the page: see DeferredForm.
 */
export default function DistributorView({
  header,
  featuresTitle,
  features,
  iconsTitle,
  icons,
  formIntro,
  sidePanel,
  codeImage,
  regions,
  partners,
}: DistributorProps) {
  const loadForm = useCallback(
    () => import('./components/distributor-live-form').then((m) => m.withRegions(regions)),
    [regions],
  );

  return (
    <>
      <PageHeader header={header}>
        <ScrollToFormLink targetId={DISTRIBUTOR_FORM_SECTION_ID}>Apply Now</ScrollToFormLink>
      </PageHeader>

      <Container className={styles.page}>
        <CardsSection
          id="distributor-features"
          heading={featuresTitle}
          blocks={features}
          columns={3}
        />
        <CardsSection
          id="distributor-icons"
          heading={iconsTitle}
          blocks={icons}
          columns={4}
          look="icon"
        />

        <section
          id={DISTRIBUTOR_FORM_SECTION_ID}
          tabIndex={-1}
          className={clsx(shared.section, shared.formTarget)}
          aria-label={formIntro?.title || DISTRIBUTOR_FORM_LABEL}
        >
          {formIntro ? (
            <SectionHeading title={formIntro.title} subtitle={formIntro.subtitle} />
          ) : null}
          <div
            className={clsx(
              shared.formLayout,
              (sidePanel.length > 0 || codeImage) && styles.withPanel,
            )}
          >
            <DeferredForm
              {...DISTRIBUTOR_FORM_FRAME}
              fields={<DistributorFields regions={regions} />}
              load={loadForm}
            />
            {sidePanel.length > 0 || codeImage ? (
              <aside className={styles.panel} aria-label="Why partner with us">
                {sidePanel.length > 0 ? (
                  <ul className={clsx(list.bare, styles.panelList)}>
                    {sidePanel.map((item) => (
                      <li key={item.id} className={styles.panelItem} data-config-id={item.id}>
                        <Picture
                          src={item.picture}
                          alt={item.title}
                          {...ICON_PICTURE}
                          className={styles.panelIcon}
                        />
                        <div>
                          <BlockText
                            block={item}
                            titleClassName={clsx(typo.subtitle1, styles.panelTitle)}
                            textClassName={typo.body2}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {codeImage?.picture ? (
                  <figure className={styles.code} data-config-id={codeImage.id}>
                    <Picture
                      src={codeImage.picture}
                      alt={codeImage.title || 'Scan the code'}
                      width={200}
                      height={200}
                      sizes="200px"
                      className={styles.codePicture}
                    />
                    {codeImage.title || codeImage.subtitle ? (
                      <figcaption className={clsx(typo.body2, typo.secondary)}>
                        {codeImage.title}
                        {codeImage.title && codeImage.subtitle ? ' ' : null}
                        {codeImage.subtitle}
                      </figcaption>
                    ) : null}
                  </figure>
                ) : null}
              </aside>
            ) : null}
          </div>
        </section>

        <CarouselSection
          id="distributor-partners"
          title="Outstanding Partners"
          className={shared.section}
          perView={PARTNERS_PER_VIEW}
          items={partners}
          renderItem={(partner) => <PartnerCard key={partner.id} partner={partner} />}
        />
      </Container>
    </>
  );
}
