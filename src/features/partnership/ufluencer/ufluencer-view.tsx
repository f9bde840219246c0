import clsx from 'clsx';
import { DeferredForm } from '@/components/deferred-form';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import { BlockText } from '../components/block-text';
import { ConfigCards } from '../components/config-cards';
import { FaqList } from '../components/faq-list';
import { PageHeader } from '../components/page-header';
import { PictureBlock } from '../components/picture-block';
import { ScrollToFormLink } from '../components/scroll-to-form';
import { SectionHeading } from '../components/section-heading';
import shared from '../components/partnership.module.css';
import { UFLUENCER_FORM_FRAME, UFLUENCER_FORM_LABEL } from './components/form-frame';
import { UfluencerFields } from './components/ufluencer-fields';
import type { UfluencerProps } from './types';
import styles from './ufluencer-view.module.css';

/** The sign-up block: where Start! lands. */
export const UFLUENCER_FORM_SECTION_ID = 'ufluencer-program-sign-up';

const loadForm = () => import('./components/ufluencer-live-form').then((m) => m.UfluencerLiveForm);

/**
 * Ufluencer program: banner, the sign-up form block, a picture and text
 * block, a background block, three feature cards, the FAQs, and Start! which scrolls to the
 * form. The form's logic (formik, yup) loads after the page: see DeferredForm.
 */
export default function UfluencerView({
  header,
  signUp,
  pictureBlock,
  background,
  features,
  faqs,
}: UfluencerProps) {
  return (
    <>
      <PageHeader header={header} />

      <Container className={styles.page}>
        <section
          id={UFLUENCER_FORM_SECTION_ID}
          tabIndex={-1}
          className={clsx(shared.section, shared.formLayout, styles.signUp, shared.formTarget)}
          aria-label={signUp?.title || UFLUENCER_FORM_LABEL}
        >
          {signUp ? (
            <div className={styles.signUpText} data-config-id={signUp.id}>
              <BlockText
                block={signUp}
                heading="h2"
                titleClassName={typo.h2}
                subtitleClassName={clsx(typo.body1, typo.secondary)}
              />
            </div>
          ) : null}
          <DeferredForm {...UFLUENCER_FORM_FRAME} fields={<UfluencerFields />} load={loadForm} />
        </section>

        {pictureBlock ? (
          <section className={shared.section}>
            <PictureBlock block={pictureBlock} />
          </section>
        ) : null}
      </Container>

      {background ? (
        <section
          className={clsx(styles.background, background.picture && styles.withBackdrop)}
          data-config-id={background.id}
        >
          {/* Shown whole: its figures stand in its right half, the words beside them. */}
          <Picture
            src={background.picture}
            alt=""
            width={1920}
            height={600}
            sizes={PICTURE_SIZES.fullBleed}
            className={styles.backdrop}
          />
          <Container className={styles.backgroundContent}>
            <div className={styles.backgroundText}>
              <BlockText
                block={background}
                heading="h2"
                titleClassName={typo.h2}
                subtitleClassName={typo.body1}
              />
            </div>
          </Container>
        </section>
      ) : null}

      <Container className={styles.page}>
        {features.length > 0 ? (
          <section className={shared.section} aria-label="Program features">
            <ConfigCards blocks={features} columns={3} look="icon" />
          </section>
        ) : null}

        <div className={styles.start}>
          <ScrollToFormLink targetId={UFLUENCER_FORM_SECTION_ID}>Start!</ScrollToFormLink>
        </div>

        {faqs.length > 0 ? (
          <section className={shared.section} aria-labelledby="ufluencer-faqs">
            <SectionHeading id="ufluencer-faqs" title="FAQ" />
            <FaqList items={faqs} />
          </section>
        ) : null}
      </Container>
    </>
  );
}
