/** Names of the auth screens and their main buttons (docs/copy.md, "Typo fixes"). */
export const SIGN_IN_TITLE = 'Sign In';
export const SIGN_UP_TITLE = 'Create an Account';
export const RESET_TITLE = 'Reset Password';
export const BIND_TITLE = 'Bind Your E-mail Address';
export const GOOGLE_BUTTON = 'Continue with Google';
