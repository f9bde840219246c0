import type { ApiConfigItem } from '@/contract/api-types';
import { findConfigBlock, pickConfigBlocks, toConfigBlock } from '@/lib/config-blocks';

function config(id: number, extra: Partial<ApiConfigItem> = {}): ApiConfigItem {
  return {
    configs_id: id,
    configs_title: `Title ${id}`,
    configs_subtitle: '',
    configs_content: `<p onclick="x()">Body ${id}</p><script>alert(1)</script>`,
    configs_picture: `/uploads/configs/${id}.svg`,
    configs_path: '/support',
    configs_show_id: 1,
    ...extra,
  };
}

describe('config blocks', () => {
  it('reshape a record with sanitized HTML and an absolute picture URL', () => {
    expect(toConfigBlock(config(9))).toEqual({
      id: 9,
      title: 'Title 9',
      subtitle: '',
      html: '<p>Body 9</p>',
      picture: 'http://localhost:4000/uploads/configs/9.svg',
      path: '/support',
    });
  });

  it('pick visible records in the order of the ids asked for', () => {
    const configs = [config(12), config(10, { configs_show_id: 2 }), config(9), config(11)];
    expect(pickConfigBlocks(configs, [9, 10, 11, 12]).map((b) => b.id)).toEqual([9, 11, 12]);
  });

  it('find nothing for a hidden or missing record', () => {
    expect(findConfigBlock([config(33, { configs_show_id: 2 })], 33)).toBeNull();
    expect(findConfigBlock([], 33)).toBeNull();
  });
});
