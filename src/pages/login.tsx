import LoginView from '@/features/auth/login/login-view';
import type { LoginPageProps } from '@/features/auth/types';
import { loginLayout } from '@/features/shell';
import type { NextPageWithLayout } from '@/lib/page-types';

export { getLoginStaticProps as getStaticProps } from '@/features/auth/api/get-auth-pages';

/** /login: no header and no footer (spec 1, 2.1). */
const LoginPage: NextPageWithLayout<LoginPageProps> = (props) => <LoginView {...props} />;
LoginPage.getLayout = loginLayout;

export default LoginPage;
