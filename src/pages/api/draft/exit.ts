export { exitDraftHandler as default } from '@/features/routing/preview/draft-routes';
