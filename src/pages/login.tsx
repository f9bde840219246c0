import { getLoginStaticProps } from '@/features/auth/api/get-auth-pages';
import LoginView from '@/features/auth/login/login-view';
import { withPreview } from '@/features/routing/preview/with-preview';
import type { LoginPageProps } from '@/features/auth/types';
import { loginLayout } from '@/features/shell';
import type { NextPageWithLayout } from '@/lib/page-types';

/** In draft mode the page shows the drafts (src/features/routing/preview/with-preview.ts). */
export const getStaticProps = withPreview(getLoginStaticProps);

/** /login: no header and no footer. */
const LoginPage: NextPageWithLayout<LoginPageProps> = (props) => <LoginView {...props} />;
LoginPage.getLayout = loginLayout;

export default LoginPage;
