/**
 * The support menus and the tech-support forms: supports_all, the regions and
 * countries of the forms, and the two forms, stored whole.
 */
import { CATEGORY_IDS } from '../schema/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { Database, DbCategory, DbSupportCategory } from '../schema/mock-db';
import { childrenOf, findCategory, supportCategoriesOf } from '../store/queries';
import { appendRow, formRoute } from './form-route';
import {
  SUPPORT_FORM_MSG,
  regionCountries,
  regionOptions,
  readRemoteForm,
  readTechSupportForm,
} from '../forms/support';
import { SUPPORTS_OPERATIONS } from '../../src/contract/schemas/support';
import { TECH_SUPPORTS_OPERATIONS } from '../../src/contract/schemas/service';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

/** The FAQs page (35): its categories are the product categories. */
export const FAQS_CATEGORY_ID = 35;

export interface SupportSubCategory {
  category_id: number;
  category_parent_id: number;
  category_name: string;
  category_paths: string;
  category_icon: string;
  category_picture: string;
  category_introduce: string;
}

function fromMenu(category: DeepReadonly<DbCategory>): SupportSubCategory {
  return {
    category_id: category.category_id,
    category_parent_id: category.category_parent_id,
    category_name: category.category_name,
    category_paths: category.category_paths,
    category_icon: category.category_icon,
    category_picture: category.category_picture,
    category_introduce: category.category_introduce,
  };
}

function fromSupport(
  category: DeepReadonly<DbSupportCategory>,
  parentPath: string,
): SupportSubCategory {
  return {
    category_id: category.category_id,
    category_parent_id: category.category_parent_id,
    category_name: category.category_name,
    category_paths: parentPath,
    category_icon: category.category_icon,
    category_picture: category.category_picture,
    category_introduce: category.category_introduce,
  };
}

/** The sub-categories of a support page (docs/mock/support.md). */
export function subCategories(data: Data, categoryId: number): SupportSubCategory[] {
  const category = findCategory(data, categoryId);
  if (categoryId === FAQS_CATEGORY_ID) {
    return childrenOf(data, CATEGORY_IDS.products).map(fromMenu);
  }
  const own = supportCategoriesOf(data, categoryId);
  if (own.length > 0) return own.map((c) => fromSupport(c, category.category_paths));
  return childrenOf(data, categoryId).map(fromMenu);
}

export const supportRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.supports.supportsAll.path,
    operation: SUPPORTS_OPERATIONS.supportsAll,
    summary: 'The sub-categories of a support page (file, video or FAQ categories)',
    handler: ({ ctx, input }) => ({ data: subCategories(ctx.db.data, input.category_id) }),
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.techSupports.regionAll.path,
    operation: TECH_SUPPORTS_OPERATIONS.regionAll,
    summary: 'The regions of the tech-support forms',
    handler: ({ ctx }) => ({
      data: regionOptions(ctx.db.data),
    }),
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.techSupports.countryAll.path,
    operation: TECH_SUPPORTS_OPERATIONS.countryAll,
    summary: 'The countries of a region (region_name), A to Z',
    handler: ({ ctx, input }) => ({
      data: regionCountries(ctx.db.data, input.region_name, SUPPORT_FORM_MSG.region),
    }),
  }),
  formRoute({
    path: VENDOR_ENDPOINTS.techSupports.techsupportForm.path,
    summary: 'Contact Tech Support: validated like the page, stored whole',
    operation: TECH_SUPPORTS_OPERATIONS.techsupportForm,
    read: readTechSupportForm,
    store: (draft, form, now) =>
      appendRow((draft.tech_messages ??= []), 'message_id', form, now.toISOString()),
    done: SUPPORT_FORM_MSG.techSent,
  }),
  formRoute({
    path: VENDOR_ENDPOINTS.techSupports.remoteForm.path,
    summary: 'Remote appointment: validated like the page (time range too), stored whole',
    operation: TECH_SUPPORTS_OPERATIONS.remoteForm,
    read: readRemoteForm,
    store: (draft, form, now) =>
      appendRow((draft.remote_reservations ??= []), 'reservation_id', form, now.toISOString()),
    done: SUPPORT_FORM_MSG.remoteBooked,
  }),
];
