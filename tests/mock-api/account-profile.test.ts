/** Profile edit (user_edit) and membership types (user_type_all). */
import { PROFILE_MSG } from '../../mock-api/routes/account/profile';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import {
  accountApi,
  expectFieldMessages,
  expectRefusals,
  itRefusesWithoutToken,
} from './account-helpers';
import { DEMO_ACCOUNTS, expectFields } from './helpers';

const api = accountApi('');
const { call } = api;

const EDIT = '/api/user/user_edit';
const TYPES = '/api/UserType/user_type_all';
const user = (uId: number) => api.env.mock.db.data.users.find((u) => u.uId === uId)!;
const usersSnapshot = () => JSON.stringify(api.env.mock.db.data.users);

const VALID = {
  uName: 'Alex Morgan',
  uFamilyName: 'Morgan',
  uGivenName: 'Alex',
  uGender: 1,
  uAge: 42,
  uProfession: 'Master technician',
  uTelephone: '(555) 201-3344',
  uMobilePhone: '(555) 201-9988',
  uCountryId: 2,
  uAddress: '12 King Street West, Toronto, ON M5H 1A1',
  uBusinessName: 'Morgan Auto Repair',
  uBusinessAddress: '400 Queen Street, Toronto',
  uBusinessPhone: '(555) 201-0000',
  uBusinessFax: '(555) 201-0001',
};

describe('without a token', () => {
  itRefusesWithoutToken(
    api,
    [
      ['GET', EDIT],
      ['POST', EDIT],
      ['GET', TYPES],
    ],
    VALID,
    usersSnapshot,
  );
});

describe('GET user_edit', () => {
  it('answers the profile without secrets and the countries A to Z', async () => {
    const body = await call('GET', EDIT, 'demo');
    expect(body.code).toBe(200);
    const profile = body.user_find as Record<string, unknown>;
    expect(profile.uEmail).toBe(DEMO_ACCOUNTS.demo.email);
    expect(profile.uAccount).toBe(DEMO_ACCOUNTS.demo.email);
    for (const field of [
      'uName',
      'uFamilyName',
      'uGivenName',
      'uGender',
      'uAge',
      'uTypeName',
      'uPicture',
      'uCountryId',
      'uCountryName',
      'uBusinessFax',
    ]) {
      expect(profile).toHaveProperty(field);
    }
    for (const secret of ['uPasswordHash', 'uPasswordChangedAt', 'uGoogleId', 'uStatus']) {
      expect(profile).not.toHaveProperty(secret);
    }
    const countries = body.country_all as { country_id: number; country_name: string }[];
    expect(countries).toHaveLength(api.env.mock.db.data.countries.length);
    expectFields(countries, ['country_id', 'country_name']);
    const names = countries.map((c) => c.country_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('United States');
  });

  it("answers each customer's own profile", async () => {
    const body = await call('GET', EDIT, 'second');
    expect((body.user_find as { uEmail: string }).uEmail).toBe(DEMO_ACCOUNTS.second.email);
  });
});

describe('POST user_edit', () => {
  it('asks for each name, in the order of the form, changing nothing', async () => {
    const before = usersSnapshot();
    expect(await call('POST', EDIT, 'demo', {})).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.nameRequired,
    });
    const blanks = [undefined, '', '   '];
    await expectFieldMessages((payload) => call('POST', EDIT, 'demo', payload), VALID, [
      ['uName', ACCOUNT_MESSAGES.nameRequired, blanks],
      ['uFamilyName', ACCOUNT_MESSAGES.familyNameRequired, blanks],
      ['uGivenName', ACCOUNT_MESSAGES.givenNameRequired, blanks],
    ]);
    expect(usersSnapshot()).toBe(before);
  });

  it('refuses bad genders, ages, countries, types and over-long texts, changing nothing', async () => {
    const before = usersSnapshot();
    const bad: [Record<string, unknown>, number, string?][] = [
      [{ uGender: 3 }, 400, PROFILE_MSG.gender],
      [{ uGender: 'male' }, 400, PROFILE_MSG.gender],
      [{ uGender: true }, 400, PROFILE_MSG.gender],
      [{ uAge: 151 }, 400, PROFILE_MSG.age],
      [{ uAge: -1 }, 400, PROFILE_MSG.age],
      [{ uAge: 30.5 }, 400, PROFILE_MSG.age],
      [{ uAge: [30] }, 400, PROFILE_MSG.age],
      [{ uCountryId: 99999 }, 404, 'No country with country_id 99999'],
      [{ uCountryId: 'abc' }, 400],
      [{ uName: 12 }, 400, 'uName must be text'],
      [{ uName: 'N'.repeat(101) }, 400, 'uName must be at most 100 characters'],
      [{ uFamilyName: 'F'.repeat(51) }, 400],
      [{ uProfession: 'P'.repeat(101) }, 400],
      [{ uTelephone: 5551234 }, 400, 'uTelephone must be text'],
      [{ uMobilePhone: '5'.repeat(41) }, 400],
      [{ uAddress: 'A'.repeat(201) }, 400, 'uAddress must be at most 200 characters'],
      [{ uBusinessName: { name: 'x' } }, 400],
      [{ uBusinessAddress: 'A'.repeat(201) }, 400],
      [{ uBusinessPhone: ['1'] }, 400],
      [{ uBusinessFax: 'F'.repeat(41) }, 400],
    ];
    await expectRefusals((change) => call('POST', EDIT, 'demo', { ...VALID, ...change }), bad);
    const notObject = await call('POST', EDIT, 'demo', ['uName']);
    expect(notObject.code).toBe(400);
    expect(usersSnapshot()).toBe(before);
  });

  it('saves trimmed fields, fills the country name and ignores read-only fields', async () => {
    const before = user(1);
    const padded = Object.fromEntries(
      Object.entries(VALID).map(([k, v]) => [k, typeof v === 'string' ? `  ${v}  ` : v]),
    );
    const body = await call('POST', EDIT, 'demo', {
      ...padded,
      uAge: '42',
      uEmail: 'hacker@example.com',
      uAccount: 'hacker@example.com',
      uTypeId: 4,
      uTypeName: 'Dealer / Distributor',
      uPicture: '/uploads/evil.svg',
      uCountryName: 'Atlantis',
      uPasswordHash: 'x',
      uStatus: 0,
    });
    expect(body).toMatchObject({ code: 200, msg: 'Saved successfully' });
    const stored = user(1);
    expect(stored).toEqual({ ...before, ...VALID, uCountryName: 'Canada' });
    const profile = body.user_find as Record<string, unknown>;
    expect(profile).toMatchObject({ ...VALID, uCountryName: 'Canada', uEmail: before.uEmail });
    expect(profile).not.toHaveProperty('uPasswordHash');
    // The saved profile reads back, and the session still works.
    const read = await call('GET', '/api/user/user_find', 'demo');
    expect(read.user_find).toMatchObject({ ...VALID, uCountryName: 'Canada' });
    // The other customer is untouched.
    expect((await call('GET', EDIT, 'second')).user_find).toMatchObject({
      uEmail: DEMO_ACCOUNTS.second.email,
    });
  });

  it('keeps the fields not sent; country 0 clears the country', async () => {
    const before = user(1);
    const body = await call('POST', EDIT, 'demo', {
      uName: 'Alex M.',
      uFamilyName: 'Morgan',
      uGivenName: 'Alex',
      uCountryId: 0,
      uGender: '2',
      uBusinessFax: '',
    });
    expect(body.code).toBe(200);
    expect(user(1)).toEqual({
      ...before,
      uName: 'Alex M.',
      uCountryId: 0,
      uCountryName: '',
      uGender: 2,
      uBusinessFax: '',
    });
  });

  it("changes only the signed-in customer's own profile", async () => {
    const demoBefore = JSON.stringify(user(1));
    const body = await call('POST', EDIT, 'second', { ...VALID, uName: 'Second Customer' });
    expect(body.code).toBe(200);
    expect(user(2).uName).toBe('Second Customer');
    expect(JSON.stringify(user(1))).toBe(demoBefore);
  });
});

describe('user_type_all', () => {
  const KEYS = [
    'unlocked',
    'user_type_id',
    'user_type_introduce',
    'user_type_name',
    'user_type_path',
    'user_type_picture',
  ];

  it("flags the demo customer's own type and its unlocked one", async () => {
    const body = await call('GET', TYPES, 'demo');
    expect(body.code).toBe(200);
    const all = body.user_type_all as Record<string, unknown>[];
    expect(all.length).toBe(api.env.mock.db.data.user_types.length);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expectFields(all, KEYS);
    for (const type of all) {
      expect(type.user_type_picture).toMatch(/^\/uploads\/membership\/.+\.jpg$/);
      expect(type.user_type_path).toMatch(/^\/[a-z]/);
      expect((type.user_type_introduce as string).length).toBeGreaterThan(20);
      expect([0, 1]).toContain(type.unlocked);
    }
    const unlockedIds = all.filter((t) => t.unlocked === 1).map((t) => t.user_type_id);
    const own = user(1).uTypeId;
    const extra = api.env.mock.db.data.user_type_unlocks
      .filter((u) => u.uId === 1)
      .map((u) => u.user_type_id);
    expect(extra.length).toBeGreaterThanOrEqual(1);
    expect(unlockedIds.sort()).toEqual([...new Set([own, ...extra])].sort());
    expect(all.some((t) => t.unlocked === 0)).toBe(true);
    expect(body.user_type_unlocked).toEqual(all.filter((t) => t.unlocked === 1));
  });

  it('unlocks only the own type of the second customer', async () => {
    const body = await call('GET', TYPES, 'second');
    const unlocked = body.user_type_unlocked as { user_type_id: number }[];
    expect(unlocked.map((t) => t.user_type_id)).toEqual([user(2).uTypeId]);
  });

  it('uses paths of this site', async () => {
    const body = await call('GET', TYPES, 'demo');
    const paths = (body.user_type_all as { user_type_path: string }[]).map((t) => t.user_type_path);
    for (const p of paths) {
      expect([
        '/products',
        '/support/training-center',
        '/support/tech-support',
        '/partnership/become-a-distributor',
        '/function-stock',
        '/blogs',
      ]).toContain(p);
    }
  });
});
