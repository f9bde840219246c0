import clsx from 'clsx';
import { useRouter } from 'next/compat/router';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { FormLoading } from '@/components/form/form-loading';
import { Prose } from '@/components/prose';
import { Button } from '@/components/ui/button';
import typo from '@/styles/typography.module.css';
import { SupportSection } from '../components/support-section';
import type { TechFormId, TechSupportProps } from './types';
import { vinOfQuery } from './vin-query';
import styles from './tech-support-view.module.css';
import paper from '@/components/paper-card.module.css';
import layout from '@/styles/layout.module.css';

const loadDialogs = () => import('./components/tech-support-dialogs');

// formik, yup, MUI and the date pickers come with the first dialog a visitor opens.
const TechSupportDialogs = dynamic(() => loadDialogs().then((m) => m.TechSupportDialogs), {
  ssr: false,
  loading: ({ error }) => <FormLoading error={error} className={styles.loadError} />,
});
// Pointer or focus on a button starts the fetch; a failure here is retried by the click.
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

interface FormCard {
  id: TechFormId;
  title: string;
  text: string;
}

const CARDS: readonly FormCard[] = [
  {
    id: 'contact',
    title: 'Contact Tech Support',
    text: 'Send our engineers a question about your tool. We answer by e-mail, usually within 24 hours.',
  },
  {
    id: 'remote',
    title: 'Remote appointment',
    text: 'Book a time for an engineer to connect to your tool remotely and solve the problem with you.',
  },
];

/**
 * Tech support: the category's text and two cards, each opening its form in a
 * dialog (Contact Tech Support, Remote appointment). The server renders the text and the
 * buttons; the dialogs load on demand. `?vin=` (the vehicle coverage page's "Ask Tech Support
 * about this car") opens Contact Tech Support with the VIN in the subject and the message.
 */
export default function TechSupportView({
  name,
  nav,
  introduce,
  detailsHtml,
  regions,
}: TechSupportProps) {
  const [open, setOpen] = useState<TechFormId | null>(null);
  // Once asked for, the dialogs stay mounted (closed) so each form keeps what was typed.
  const [requested, setRequested] = useState(false);
  const show = (id: TechFormId) => {
    setRequested(true);
    setOpen(id);
  };
  // The page is static: the VIN is read once the router knows the query, and opens the form once.
  const router = useRouter();
  const vin = router?.isReady ? vinOfQuery(router.query.vin) : null;
  const [vinShown, setVinShown] = useState<string | null>(null);
  if (vin !== null && vin !== vinShown) {
    setVinShown(vin);
    show('contact');
  }

  return (
    <SupportSection nav={nav} title={name} introduce={introduce}>
      {detailsHtml ? <Prose html={detailsHtml} className={styles.details} /> : null}
      <ul className={layout.grid2}>
        {CARDS.map((card) => (
          <li key={card.id}>
            <section
              className={clsx(paper.paperCard, styles.card)}
              aria-labelledby={`tech-${card.id}-title`}
            >
              <h2 id={`tech-${card.id}-title`} className={typo.h5}>
                {card.title}
              </h2>
              <p className={clsx(typo.body2, typo.secondary, styles.cardText)}>{card.text}</p>
              <Button
                variant="contained"
                aria-haspopup="dialog"
                onPointerEnter={preloadDialogs}
                onFocus={preloadDialogs}
                onClick={() => show(card.id)}
              >
                {card.title}
              </Button>
            </section>
          </li>
        ))}
      </ul>
      {requested ? (
        <TechSupportDialogs
          open={open}
          regions={regions}
          vin={vinShown}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </SupportSection>
  );
}
