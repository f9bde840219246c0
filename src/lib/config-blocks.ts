/**
 * Config records (the CMS's page blocks, picked by fixed id) as the pages render them.
 * Server only: it sanitizes their HTML.
 */
import type { ApiConfigItem } from '@/contract/api-types';
import { pictureUrl } from './format';
import { sanitizeHtml } from './sanitize';
import type { ConfigBlock } from './site-types';

/** `configs_show_id` 1 (or absent) means visible. */
export function isVisibleConfig(config: ApiConfigItem): boolean {
  return (config.configs_show_id ?? 1) === 1;
}

export function toConfigBlock(config: ApiConfigItem): ConfigBlock {
  return {
    id: config.configs_id,
    title: config.configs_title ?? '',
    subtitle: config.configs_subtitle ?? '',
    html: sanitizeHtml(config.configs_content),
    picture: pictureUrl(config.configs_picture),
    path: config.configs_path ?? '',
  };
}

/** The visible config with this id, reshaped, or null when the CMS has none. */
export function findConfigBlock(configs: readonly ApiConfigItem[], id: number): ConfigBlock | null {
  const found = configs.find((c) => c.configs_id === id && isVisibleConfig(c));
  return found ? toConfigBlock(found) : null;
}

/** The visible configs of `ids`, in the order of `ids`. */
export function pickConfigBlocks(
  configs: readonly ApiConfigItem[],
  ids: readonly number[],
): ConfigBlock[] {
  return ids.flatMap((id) => {
    const block = findConfigBlock(configs, id);
    return block ? [block] : [];
  });
}
