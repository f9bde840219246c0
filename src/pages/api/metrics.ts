export { metricsHandler as default } from '@/features/ops/metrics-route';
