export { enterDraftHandler as default } from '@/features/routing/preview/draft-routes';
