/** What the server-rendered and the live sign-up form share around their fields. */
import styles from '../ufluencer-view.module.css';

export const UFLUENCER_FORM_LABEL = 'Ufluencer program sign-up';
/** The form element's attributes. */
export const UFLUENCER_FORM_FRAME = {
  id: 'ufluencer-sign-up',
  className: styles.form,
  'aria-label': UFLUENCER_FORM_LABEL,
};
