import Avatar from '@mui/material/Avatar';
import { GOODS_DETAILS_ENDPOINT } from '@/contract/vendor-endpoints/goods-details';
import { pictureUrl } from '@/lib/format';
import { usePublicRead } from '../../api/account-query';

/**
 * A model's picture from the catalogue (goods_details by title, the read the product page
 * makes), cached per model; a model the catalogue no longer has shows its initials. Silent:
 * a missing picture is no failure worth a toast.
 */
export function ModelPicture({ name, size = 64 }: { name: string; size?: number }) {
  const { data } = usePublicRead(GOODS_DETAILS_ENDPOINT, {
    goods_title: name,
  });
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
