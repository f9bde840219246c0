/** An API picture for the image optimizer, fetched from the server's API address (see the handler). */
export { pictureProxyHandler as default } from '@/lib/picture-proxy';
