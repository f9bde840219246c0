/** Tech support: regions, countries and the two forms (page rules, storage, no partial writes). */
import { SUPPORT_FORM_MSG, parseTimespan } from '../../mock-api/forms/support';
import { expectEuropeCountries, expectFields, sharedEnv, withClock } from './helpers';

const { clock, env } = withClock(sharedEnv);

const TECH = '/api/TechSupports/techsupport_form';
const REMOTE = '/api/TechSupports/remote_form';

const TECH_VALID = {
  region_name: 'Europe',
  country_name: 'Germany',
  message_firstname: 'Anna',
  message_lastname: 'Weber',
  message_emil: 'anna.weber@example.com',
  message_phone: '+49 30 1234567',
  message_serial: 'AD9P2405118832',
  message_subject: 'Update stops at 99%',
  message_body: 'The vehicle software update stops at 99% every time.\nI tried twice on Wi-Fi.',
};

const REMOTE_VALID = {
  reservation_region: 'North America',
  reservation_country: 'United States',
  reservation_timespan: '2026-06-03 09:30:00-2026-06-03 11:00:00',
  reservation_serial: 'AD1M2311004521',
  reservation_remoteid: '812 554 903',
  reservation_phone: '',
  reservation_describe: 'Cannot run the injector coding on a 2019 Sprinter.',
};

async function forms(form: 'techsupport' | 'remote') {
  const res = await env.api.get('/mock/forms').query({ form });
  expect(res.body.code).toBe(200);
  return res.body.data as Record<string, unknown>[];
}

async function post(path: string, body: unknown) {
  const res = await env.api.post(path).send(body as object);
  expect(res.status).toBe(200);
  return res.body as { code: number; msg: string };
}

describe('regions and countries', () => {
  it('lists the regions', async () => {
    const res = await env.api.post('/api/TechSupports/region_all');
    expect(res.body.code).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    expectFields(res.body.data, ['region_id', 'region_name']);
    expect(res.body.data.map((r: { region_name: string }) => r.region_name)).toContain('Europe');
  });

  it('lists the countries of a region A to Z, any case', async () => {
    await expectEuropeCountries(env, '/api/TechSupports/country_all');
  });

  it('refuses a missing, blank, repeated or unknown region', async () => {
    const missing = await env.api.get('/api/TechSupports/country_all');
    expect(missing.body).toMatchObject({ code: 400, msg: 'Please select region' });
    const blank = await env.api.get('/api/TechSupports/country_all').query({ region_name: '  ' });
    expect(blank.body).toMatchObject({ code: 400, msg: 'Please select region' });
    const twice = await env.api.get(
      '/api/TechSupports/country_all?region_name=Asia&region_name=Europe',
    );
    expect(twice.body).toMatchObject({ code: 400, msg: 'region_name must be a single value' });
    const unknown = await env.api
      .get('/api/TechSupports/country_all')
      .query({ region_name: 'Atlantis' });
    expect(unknown.body).toMatchObject({ code: 404, msg: 'No region named "Atlantis"' });
  });
});

describe('Contact Tech Support', () => {
  it("answers each missing field with the page's message, in the form's order", async () => {
    const order: [keyof typeof TECH_VALID, string][] = [
      ['region_name', 'Please select region'],
      ['country_name', 'Please select country'],
      ['message_firstname', 'Please write your name'],
      ['message_lastname', 'Please write your name'],
      ['message_emil', 'Please write your email address'],
      ['message_phone', 'Please write a phone number'],
      ['message_serial', 'Please write the serial number'],
      ['message_subject', 'Please write a subject'],
      ['message_body', 'Please write a message'],
    ];
    expect(await post(TECH, {})).toEqual({ code: 400, msg: 'Please select region' });
    for (let i = 0; i < order.length; i++) {
      // Every field before this one filled, this one blank: its message answers.
      const body: Record<string, string> = {};
      for (const [field] of order.slice(0, i)) body[field] = TECH_VALID[field];
      body[order[i][0]] = '   ';
      expect(await post(TECH, body)).toEqual({ code: 400, msg: order[i][1] });
    }
    expect(await forms('techsupport')).toEqual([]);
  });

  it('refuses a region or country the lists do not offer, wrong types and over-long text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ region_name: 'Atlantis' }, 'Please select region'],
      [{ country_name: 'Japan' }, 'Please select country'],
      [{ message_phone: 5551234 }, 'message_phone must be text'],
      [{ message_body: ['a'] }, 'message_body must be text'],
      [{ message_subject: 's'.repeat(201) }, 'message_subject must be at most 200 characters'],
      [{ message_body: 'b'.repeat(5001) }, 'message_body must be at most 5000 characters'],
      [{ message_emil: `${'e'.repeat(250)}@x.com` }, 'message_emil must be at most 254 characters'],
    ];
    for (const [change, msg] of cases) {
      expect(await post(TECH, { ...TECH_VALID, ...change })).toEqual({ code: 400, msg });
    }
    expect(await post(TECH, [TECH_VALID])).toEqual({
      code: 400,
      msg: 'The request body must be a JSON object',
    });
    expect(await forms('techsupport')).toEqual([]);
  });

  it('stores a valid message whole (trimmed), with no format checks, and says so', async () => {
    const body = {
      ...TECH_VALID,
      region_name: ' europe ',
      message_emil: 'not-checked',
      extra: 'x',
    };
    const res = await post(TECH, body);
    expect(res).toEqual({ code: 200, msg: SUPPORT_FORM_MSG.techSent });
    const [stored] = await forms('techsupport');
    expect(stored).toEqual({
      message_id: 1,
      ...TECH_VALID,
      region_name: 'europe',
      message_emil: 'not-checked',
      created_at: clock.now().toISOString(),
    });
    // Long text keeps every character and line.
    const long = 'x'.repeat(4990) + '\nend';
    expect((await post(TECH, { ...TECH_VALID, message_body: long })).code).toBe(200);
    const rows = await forms('techsupport');
    expect(rows.map((r) => r.message_id)).toEqual([2, 1]);
    expect(rows[0].message_body).toBe(long);
  });

  it('accepts a form-encoded post', async () => {
    const res = await env.api.post(TECH).type('form').send(TECH_VALID);
    expect(res.body).toEqual({ code: 200, msg: SUPPORT_FORM_MSG.techSent });
  });
});

describe('Remote appointment', () => {
  it("answers each missing field with the page's message; the phone is optional", async () => {
    const order: [keyof typeof REMOTE_VALID, string][] = [
      ['reservation_region', 'Please select region'],
      ['reservation_country', 'Please select country'],
      ['reservation_timespan', 'Please select a time'],
      ['reservation_serial', 'Please write serial number'],
      ['reservation_remoteid', 'Please write remote ID'],
      ['reservation_describe', 'Please write problem description'],
    ];
    expect(await post(REMOTE, {})).toEqual({ code: 400, msg: 'Please select region' });
    for (let i = 0; i < order.length; i++) {
      const body: Record<string, string> = {};
      for (const [field] of order.slice(0, i)) body[field] = REMOTE_VALID[field];
      expect(await post(REMOTE, body)).toEqual({ code: 400, msg: order[i][1] });
    }
    expect(await forms('remote')).toEqual([]);
  });

  it('checks the time range: format, real times, start before end', async () => {
    const cases: [string, string][] = [
      ['2026-06-03 09:30:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026-06-03 09:30-2026-06-03 11:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026/06/03 09:30:00-2026/06/03 11:00:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026-06-03T09:30:00-2026-06-03T11:00:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026-02-30 09:30:00-2026-03-01 11:00:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026-06-03 24:00:00-2026-06-04 11:00:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026-13-03 09:30:00-2026-13-03 11:00:00', SUPPORT_FORM_MSG.timeInvalid],
      ['2026-06-03 11:00:00-2026-06-03 09:30:00', SUPPORT_FORM_MSG.timeOrder],
      ['2026-06-03 11:00:00-2026-06-03 11:00:00', SUPPORT_FORM_MSG.timeOrder],
      [' ', SUPPORT_FORM_MSG.time],
    ];
    for (const [timespan, msg] of cases) {
      const res = await post(REMOTE, { ...REMOTE_VALID, reservation_timespan: timespan });
      expect({ timespan, ...res }).toEqual({ timespan, code: 400, msg });
    }
    expect(parseTimespan('2028-02-29 23:59:59-2028-03-01 00:00:00')).toEqual({
      start: '2028-02-29 23:59:59',
      end: '2028-03-01 00:00:00',
    });
    expect(await forms('remote')).toEqual([]);
  });

  it('stores a valid appointment whole, with its start and end', async () => {
    const res = await post(REMOTE, { ...REMOTE_VALID, reservation_phone: ' +1 512 555 0142 ' });
    expect(res).toEqual({ code: 200, msg: SUPPORT_FORM_MSG.remoteBooked });
    const [stored] = await forms('remote');
    expect(stored).toEqual({
      reservation_id: 1,
      ...REMOTE_VALID,
      reservation_phone: '+1 512 555 0142',
      reservation_start: '2026-06-03 09:30:00',
      reservation_end: '2026-06-03 11:00:00',
      created_at: clock.now().toISOString(),
    });
    const withoutPhone: Partial<typeof REMOTE_VALID> = { ...REMOTE_VALID };
    delete withoutPhone.reservation_phone;
    expect((await post(REMOTE, withoutPhone)).code).toBe(200);
    expect((await forms('remote'))[0]).toMatchObject({ reservation_id: 2, reservation_phone: '' });
  });

  it('refuses wrong types and over-long text without storing anything', async () => {
    const before = (await forms('remote')).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ reservation_timespan: 20260603 }, 'reservation_timespan must be text'],
      [{ reservation_phone: 5550142 }, 'reservation_phone must be text'],
      [{ reservation_phone: '1'.repeat(101) }, 'reservation_phone must be at most 100 characters'],
      [
        { reservation_describe: 'd'.repeat(5001) },
        'reservation_describe must be at most 5000 characters',
      ],
      [{ reservation_country: 'Germany' }, 'Please select country'],
    ];
    for (const [change, msg] of cases) {
      expect(await post(REMOTE, { ...REMOTE_VALID, ...change })).toEqual({ code: 400, msg });
    }
    expect((await forms('remote')).length).toBe(before);
  });

  it('keeps the records across a restart; /mock/forms refuses an unknown form', async () => {
    const again = env.restart();
    const res = await again.api.get('/mock/forms').query({ form: 'remote' });
    expect(res.body.data.length).toBeGreaterThan(0);
    const bad = await again.api.get('/mock/forms').query({ form: 'orders' });
    expect(bad.body).toMatchObject({
      code: 400,
      msg: 'form must be techsupport, remote, corporate, ufluencer or distributor',
    });
    const missing = await again.api.get('/mock/forms');
    expect(missing.body.code).toBe(400);
    await again.mock.close();
  });
});
