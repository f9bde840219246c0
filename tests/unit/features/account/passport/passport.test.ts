import type {
  ApiOrderRecord,
  ApiProductIssue,
  ApiProductRecord,
  ApiSerialRecord,
  ApiWarrantyClaim,
  ClaimStatus,
} from '@/contract/account-api-types';
import { claimStage } from '@/features/account/passport/claim-stage';
import { daysBetween, parseDay, today } from '@/features/account/passport/dates';
import {
  buildPassports,
  ownedModels,
  serialKey,
  warrantyOf,
} from '@/features/account/passport/join';
import { remindersOf, visibleReminders } from '@/features/account/passport/reminders';
import { claimRow } from '../../../../helpers/warranty-claims';

const TODAY = new Date(Date.UTC(2026, 11, 7));

function serial(id: number, serialNo: string, status: 1 | 2 | 3 = 1): ApiSerialRecord {
  return {
    goods_verify_id: id,
    goods_model_id: 100 + id,
    goods_model_name: `Model ${id}`,
    goods_verify_serial: serialNo,
    goods_verify_addtime: '2025/01/02',
    goods_validate_id: 1,
    goods_verify_status: status,
  };
}
function order(id: number, serialNo: string, modelId = 100 + id): ApiOrderRecord {
  return {
    order_service_id: id,
    platform_id: 2,
    platform_name: 'Amazon',
    order_service_number: `ORD-${id}`,
    order_service_date: '2025/01/01',
    goods_model_id: modelId,
    goods_model_name: `Model ${modelId - 100}`,
    order_service_serialnumber: serialNo,
  };
}
function product(id: number, serialNo: string, end: string, modelId = 100 + id): ApiProductRecord {
  return {
    product_id: id,
    goods_model_id: modelId,
    goods_model_name: `Model ${modelId - 100}`,
    product_serialNumber: serialNo,
    product_warrantyPeriod: end,
  };
}
function issue(id: number, productId: number, status: 1 | 2): ApiProductIssue {
  return {
    product_issues_id: id,
    product_id: productId,
    product_issues_content: 'label',
    product_issues_addTime: '2026/11/01 10:00:00',
    product_issues_status_id: status,
    product_issues_faultLight: '',
    product_issues_faultCode: '',
  };
}
/** A listed claim: no return address, an RMA code once examined and not refused. */
function claim(
  id: number,
  productId: number,
  status: ClaimStatus,
  logistics = '',
): ApiWarrantyClaim {
  return {
    ...claimRow(id, productId, status, logistics),
    product_warranty_rmaCode: status === 1 || status === 3 ? '' : 'RMA1',
    product_warranty_returnAddress: '',
  };
}

describe('passport dates', () => {
  it('reads yyyy/MM/dd days and refuses impossible ones', () => {
    expect(parseDay('2026/12/31')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('soon')).toBeNull();
  });
  it('counts whole days, negative once past', () => {
    expect(daysBetween(TODAY, parseDay('2026/12/07')!)).toBe(0);
    expect(daysBetween(TODAY, parseDay('2027/01/06')!)).toBe(30);
    expect(daysBetween(TODAY, parseDay('2026/12/06')!)).toBe(-1);
  });
  it("takes today's local calendar day", () => {
    expect(today(new Date(2026, 11, 7, 23, 59)).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });
});

describe('warranty end and days left', () => {
  it.each([
    ['2026/12/07', 0, 'ending'],
    ['2027/01/06', 30, 'ending'],
    ['2027/01/07', 31, 'active'],
    ['2026/12/01', -6, 'ended'],
  ] as const)('%s is %i days away: %s', (end, days, state) => {
    expect(warrantyOf(end, TODAY)).toEqual({ end, daysLeft: days, state });
  });
  it('has no warranty for a date it cannot read', () => {
    expect(warrantyOf('', TODAY)).toBeNull();
  });
});

describe('claims in the seven steps', () => {
  it.each([
    [1, '', 3, 'Review', false, false],
    [3, '', 3, 'Review', false, true],
    [2, '', 4, 'Return logistics', true, false],
    [2, 'JD123', 5, 'Product returned', false, false],
    [4, 'JD123', 5, 'Product returned', false, false],
    [5, 'JD123', 7, 'Completed', false, true],
    [6, 'JD123', 7, 'Completed', false, true],
  ] as const)(
    'status %i (logistics "%s") is at step %i %s',
    (status, no, step, label, waits, closed) => {
      expect(claimStage(claim(1, 1, status, no))).toMatchObject({
        step,
        label,
        waitsForCustomer: waits,
        closed,
      });
    },
  );
});

describe('buildPassports: records joined by serial', () => {
  const input = {
    serials: [
      serial(1, 'AD9P0001'),
      serial(2, 'CR2A0002', 3),
      serial(3, 'BT6P0003'),
      serial(4, 'EO1P0004', 2),
    ],
    orders: [order(1, 'ad9p 0001'), order(2, 'CR2A0002'), order(9, 'ONLYORDER')],
    products: [
      product(1, 'AD9P0001', '2026/12/27'),
      product(2, 'CR2A0002', '2025/11/01'),
      product(4, 'EO1P0004', '2028/03/27'),
      product(8, 'ONLYBOX', '2027/06/01'),
    ],
    issues: [issue(10, 1, 1), issue(11, 1, 2), issue(12, 1, 1), issue(13, 99, 1)],
    claims: [claim(20, 1, 1), claim(21, 2, 2), claim(22, 4, 6, 'JD1'), claim(23, 1, 4, 'JD2')],
  };
  const passports = buildPassports(input, TODAY);
  const of = (s: string) => passports.find((p) => serialKey(p.serial) === serialKey(s))!;

  it('makes one passport per serial, serial list first, then orders, then boxes', () => {
    expect(passports.map((p) => p.serial)).toEqual([
      'AD9P0001',
      'CR2A0002',
      'BT6P0003',
      'EO1P0004',
      'ONLYORDER',
      'ONLYBOX',
    ]);
  });

  it('joins the order and the product whatever the case and spacing of the serial', () => {
    const p = of('AD9P0001');
    expect(p.order?.order_service_number).toBe('ORD-1');
    expect(p.product?.product_id).toBe(1);
    expect(p.missing).toEqual([]);
    expect(p.status).toBe(1);
  });

  it('says what a serial lacks: a purchase, a product record, a registration', () => {
    expect(of('BT6P0003').missing).toEqual(['order', 'product']);
    expect(of('EO1P0004').missing).toEqual(['order']);
    expect(of('ONLYORDER').missing).toEqual(['serial', 'product']);
    expect(of('ONLYORDER').status).toBeNull();
    expect(of('ONLYORDER').modelName).toBe('Model 9');
    expect(of('ONLYBOX').missing).toEqual(['serial', 'order']);
    expect(of('BT6P0003').warranty).toBeNull();
  });

  it('has the warranty end with the days left', () => {
    expect(of('AD9P0001').warranty).toEqual({ end: '2026/12/27', daysLeft: 20, state: 'ending' });
    expect(of('CR2A0002').warranty?.state).toBe('ended');
    expect(of('EO1P0004').warranty?.state).toBe('active');
  });

  it("lists the product's open issues only, newest first, and none of another product's", () => {
    expect(of('AD9P0001').openIssues.map((i) => i.product_issues_id)).toEqual([12, 10]);
    expect(of('CR2A0002').openIssues).toEqual([]);
    expect(passports.flatMap((p) => p.openIssues).map((i) => i.product_issues_id)).not.toContain(
      13,
    );
  });

  it('lists the claims, newest first, each at its step', () => {
    expect(of('AD9P0001').claims.map((c) => [c.claim.product_warranty_id, c.stage.step])).toEqual([
      [23, 5],
      [20, 3],
    ]);
    expect(of('CR2A0002').claims[0]!.stage.waitsForCustomer).toBe(true);
    expect(of('EO1P0004').claims[0]!.stage.label).toBe('Completed');
  });

  it('names each model once for the matrix', () => {
    expect(ownedModels(passports).map((m) => m.name)).toEqual([
      'Model 1',
      'Model 2',
      'Model 3',
      'Model 4',
      'Model 9',
      'Model 8',
    ]);
  });

  describe('reminders', () => {
    const reminders = remindersOf(passports);
    it('warns of a warranty ending within 30 days, an expired serial and a claim waiting for the customer', () => {
      expect(reminders.map((r) => [r.kind, r.serial])).toEqual([
        ['warranty-ending', 'AD9P0001'],
        ['serial-expired', 'CR2A0002'],
        ['claim-waiting', 'CR2A0002'],
      ]);
      expect(reminders[0]!.text).toBe(
        'The warranty of your Model 1 (AD9P0001) ends in 20 days, on 2026/12/27.',
      );
      expect(reminders[2]!.claimId).toBe(21);
    });
    it('does not warn of ended or long warranties, N/A serials or claims under way', () => {
      expect(reminders.some((r) => r.serial === 'EO1P0004')).toBe(false);
    });
    it('hides the dismissed ones; a new state is a new reminder', () => {
      expect(visibleReminders(reminders, new Set([reminders[1]!.id])).map((r) => r.kind)).toEqual([
        'warranty-ending',
        'claim-waiting',
      ]);
      const later = remindersOf(
        buildPassports({ ...input, products: [product(1, 'AD9P0001', '2026/12/28')] }, TODAY),
      );
      expect(later.find((r) => r.kind === 'warranty-ending')!.id).not.toBe(reminders[0]!.id);
    });
  });
});
