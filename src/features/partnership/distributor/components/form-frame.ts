/** What the server-rendered and the live distributor form share around their fields. */
import styles from '../distributor-view.module.css';

export const DISTRIBUTOR_FORM_ID = 'distributor-application';
export const DISTRIBUTOR_FORM_LABEL = 'Distributor application';
export const distributorFormClass = styles.form;
