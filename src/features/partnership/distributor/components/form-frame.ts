/** What the server-rendered and the live distributor form share around their fields. */
import styles from '../distributor-view.module.css';

export const DISTRIBUTOR_FORM_LABEL = 'Distributor application';
/** The form element's attributes. */
export const DISTRIBUTOR_FORM_FRAME = {
  id: 'distributor-application',
  className: styles.form,
  'aria-label': DISTRIBUTOR_FORM_LABEL,
};
