/** What a result cell holds (shared with the customer's coverage matrix: src/lib/diag). */
export * from '@/lib/diag/cells';
