/** A warranty claim row as the account API lists it, for the passport tests. */
import type { ApiWarrantyClaim } from '@/contract/account-api-types';

export function claimRow(
  id: number,
  productId: number,
  status: ApiWarrantyClaim['product_warranty_examine_id'],
  logistics = '',
): ApiWarrantyClaim {
  return {
    product_warranty_id: id,
    product_id: productId,
    product_warranty_content: 'Model',
    product_warranty_claim_type_id: 1,
    product_warranty_claim_type_name: 'Repair',
    product_warranty_examine_id: status,
    product_warranty_rmaCode: status === 1 ? '' : 'RMA-7',
    product_warranty_returnAddress: '1 Return Rd',
    product_warranty_custom_logistics_type_id: logistics ? 1 : 0,
    product_warranty_custom_logistics_type_name: logistics ? 'DHL' : '',
    product_warranty_custom_logisticsNumber: logistics,
    product_warranty_company_logistics_type_name: '',
    product_warranty_company_logisticsNumber: '',
    product_warranty_addTime: '2026/10/01 10:00:00',
  };
}
