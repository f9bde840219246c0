export { revalidateHandler as default } from '@/features/routing/revalidate';
