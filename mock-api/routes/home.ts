/** The home page's data and the mailing-list subscription. */
import { CATEGORY_IDS, PRODUCT_CATEGORIES } from '../schema/mock-seed';
import {
  advertisementsOf,
  categoryFields,
  childrenOf,
  configFields,
  configsOf,
  goodsUnder,
} from '../store/queries';
import { peek } from '../store/peek';
import { HOME_OPERATIONS } from '../../src/contract/schemas/content';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

/** Goods per home tab. */
const TAB_GOODS = 8;
/** The config block homeList sends as aboutUsFind. */
const HOME_ABOUT_CONFIG_ID = 32;

export const SUBSCRIBED_MSG = 'Thank you for subscribing!';

export const homeRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.home.homeList.path,
    operation: HOME_OPERATIONS.homeList,
    summary: 'Home: banners, about block, albums, support grid, goods tabs, configs',
    handler: ({ ctx, input: { configsName } }) => {
      const data = ctx.db.data;
      const productCategories = childrenOf(data, CATEGORY_IDS.products);
      const about = data.configs.find(
        (c) => c.configs_id === HOME_ABOUT_CONFIG_ID && c.configs_show_id === 1,
      );
      return {
        advertisementList: advertisementsOf(data, 'home'),
        aboutUsFind: about ? configFields(about) : null,
        albumCategoryList: productCategories
          .filter((c) => c.category_album.length > 0)
          .map((c) => ({
            category_id: c.category_id,
            category_name: c.category_name,
            category_paths: c.category_paths,
            category_picture: c.category_picture,
            category_introduce: c.category_introduce,
            category_album: [...c.category_album],
          })),
        supportList: childrenOf(data, CATEGORY_IDS.support).map((c) => ({
          category_id: c.category_id,
          category_name: c.category_name,
          category_paths: c.category_paths,
          category_icon: c.category_icon,
          category_picture: c.category_picture,
          category_introduce: c.category_introduce,
        })),
        tabsCategoryList: productCategories
          .filter((c) => PRODUCT_CATEGORIES.some(([categoryId]) => categoryId === c.category_id))
          .map((c) => ({
            ...categoryFields(c),
            goodsList: goodsUnder(data, c.category_id).slice(0, TAB_GOODS),
          })),
        configsList: configsOf(data, configsName || 'home'),
      };
    },
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.home.emailAdd.path,
    operation: HOME_OPERATIONS.emailAdd,
    summary: 'Subscribe an e-mail address to the mailing list',
    handler: async ({ ctx, input: { eAccount } }) => {
      const address = eAccount.trim().toLowerCase();
      const now = ctx.now().toISOString();
      // The same answer and the same work either way: neither may tell who is on the list
      // (its answer and its time alike). One pass over every row finds the address and the next id; then
      // one row is written, a new one or the known one again as it is, so both paths count
      // against the write limit alike and flush one journal line of one row.
      await ctx.db.update((draft) => {
        const rows = peek(draft.subscribers);
        let known = -1;
        let lastId = 0;
        rows.forEach((s, i) => {
          if (s.eAccount.toLowerCase() === address) known = i;
          lastId = Math.max(lastId, s.subscriber_id);
        });
        const row = { subscriber_id: lastId + 1, eAccount: address, created_at: now };
        if (known < 0) draft.subscribers.push(row);
        else draft.subscribers[known] = { ...rows[known] };
      });
      return { msg: SUBSCRIBED_MSG };
    },
  }),
];
