/**
 * The store's tables: their shape lives in src/contract/mock-db.ts, which the fixtures (that
 * make the database) import too. The mock's modules import it from here.
 */
export type * from '../../src/contract/mock-db';
