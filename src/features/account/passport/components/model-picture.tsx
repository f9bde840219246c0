import Avatar from '@mui/material/Avatar';
import useSWR from 'swr';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';
import type { GoodsDetailsFullResponse } from '@/contract/api-types';
import { type ApiKey, fetchApiKey } from '@/lib/api-key';
import { pictureUrl } from '@/lib/format';

/**
 * A model's picture from the catalogue (goods_details by title, the read the product page
 * makes), cached per model; a model the catalogue no longer has shows its initials. Silent:
 * a missing picture is no failure worth a toast.
 */
export function ModelPicture({ name, size = 64 }: { name: string; size?: number }) {
  const { data } = useSWR<GoodsDetailsFullResponse, unknown, ApiKey>(
    [GOODS_ENDPOINTS.goodsDetails.path, { goods_title: name }, null],
    (key) => fetchApiKey<GoodsDetailsFullResponse>(key, 'silent'),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const src = data?.data?.goods_picture ? pictureUrl(data.data.goods_picture) : undefined;
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'grey.100', color: 'text.secondary' }}
      slotProps={{ img: { loading: 'lazy', style: { objectFit: 'contain' } } }}
    >
      {name.slice(0, 2)}
    </Avatar>
  );
}
