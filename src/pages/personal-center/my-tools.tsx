/** My tools (src/features/account/own-pages.ts): the customer's device passports. */
import { MY_TOOLS_PAGE } from '@/features/account/own-pages';
import { ownPageStaticProps } from '@/features/account/api/own-page-data';

export { default } from '@/page-kinds/catch-all-page';
export const getStaticProps = ownPageStaticProps(MY_TOOLS_PAGE);
