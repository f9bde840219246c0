/**
 * Password hashing for the mock's accounts: the stored form lives in
 * src/contract/password-hash.ts, which the fixtures' accounts use too.
 */
export {
  hashPassword,
  hashPasswordSync,
  isPasswordHash,
  verifyPassword,
} from '../../src/contract/password-hash';
