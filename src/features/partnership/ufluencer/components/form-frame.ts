/** What the server-rendered and the live sign-up form share around their fields. */
import styles from '../ufluencer-view.module.css';

export const UFLUENCER_FORM_ID = 'ufluencer-sign-up';
export const UFLUENCER_FORM_LABEL = 'Ufluencer program sign-up';
export const ufluencerFormClass = styles.form;
