/** The FAQ list with sanitized answers, for the FAQs page's browser fetches (see the handler). */
export { faqsRouteHandler as default } from '@/features/support/faqs/api/faqs-route';
