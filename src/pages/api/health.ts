export { healthHandler as default } from '@/features/ops/health';
