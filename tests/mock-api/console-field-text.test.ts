/**
 * The mock console's editor turns a record's fields into text boxes and back: only the fields
 * whose text changed are sent, typed as they were (numbers, booleans, lists as JSON), and a
 * datetime-local value becomes the ISO time the content store schedules by.
 */
import {
  changedFields,
  currentValues,
  fromText,
  isoToLocal,
  localToIso,
  toText,
} from '../../mock-api/console/panels/content/field-text';
import type { ContentRecord } from '../../mock-api/console/panels/content/types';

function record(draft: ContentRecord['draft']): ContentRecord {
  return {
    collection: 'goods',
    id: 1,
    title: 'AD900',
    published: {
      goods_title: 'AD900',
      goods_selling_price: 326.99,
      goods_recommend: true,
      goods_album: ['/a.jpg', '/b.jpg'],
      goods_describe: '<p>Old</p>',
    },
    draft,
    history: [],
    fields: [
      'goods_title',
      'goods_selling_price',
      'goods_recommend',
      'goods_album',
      'goods_describe',
    ],
    html_fields: ['goods_describe'],
  };
}

describe('toText and fromText', () => {
  it('round-trip every kind of value', () => {
    for (const value of ['text', 326.99, 0, true, false, ['/a.jpg'], { a: 1 }]) {
      expect(fromText('f', toText(value), value)).toEqual(value);
    }
    expect(toText(null)).toBe('');
    expect(fromText('f', 'now text', null)).toBe('now text');
  });

  it("refuse text that is not the field's kind, naming the field", () => {
    expect(() => fromText('goods_selling_price', '12,5', 1)).toThrow(
      'goods_selling_price must be a number',
    );
    expect(() => fromText('goods_selling_price', ' ', 1)).toThrow('must be a number');
    expect(() => fromText('goods_recommend', 'yes', true)).toThrow('must be true or false');
    expect(() => fromText('goods_album', '[/a.jpg', [])).toThrow('goods_album must be JSON');
  });
});

describe('changedFields', () => {
  it('sends only the fields whose text changed, typed like the current value', () => {
    const current = record(null);
    const texts = Object.fromEntries(
      Object.entries(currentValues(current)).map(([field, value]) => [field, toText(value)]),
    );
    expect(changedFields(current, texts)).toEqual({});
    texts.goods_selling_price = '300';
    texts.goods_describe = '<p>New</p>';
    texts.goods_album = '["/c.jpg"]';
    expect(changedFields(current, texts)).toEqual({
      goods_selling_price: 300,
      goods_describe: '<p>New</p>',
      goods_album: ['/c.jpg'],
    });
  });

  it("starts from the draft's values where there is a draft", () => {
    const drafted = record({
      fields: { goods_describe: '<p>Draft</p>' },
      publish_at: null,
      saved_at: '2026-11-27T10:00:00.000Z',
    });
    expect(currentValues(drafted).goods_describe).toBe('<p>Draft</p>');
    expect(currentValues(drafted).goods_title).toBe('AD900');
    const texts = { goods_describe: '<p>Draft</p>', goods_title: 'AD900 Pro' };
    expect(changedFields(drafted, texts)).toEqual({ goods_title: 'AD900 Pro' });
  });
});

describe('the schedule time', () => {
  it('reads datetime-local text as local time and back', () => {
    const at = new Date(2026, 10, 27, 15, 4, 5);
    expect(isoToLocal(at)).toBe('2026-11-27T15:04:05');
    expect(localToIso(isoToLocal(at))).toBe(at.toISOString());
  });

  it('refuses a blank or unreadable time', () => {
    expect(() => localToIso('')).toThrow('Choose a date and time to publish at');
    expect(() => localToIso('tomorrow')).toThrow('Choose a date and time to publish at');
  });
});
