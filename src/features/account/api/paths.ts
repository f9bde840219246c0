/** The customer area's endpoints read or written by more than one module. */
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';
import { USER_TYPE_ENDPOINTS } from '@/contract/vendor-endpoints/user-type';

export const USER_FIND_PATH = USER_ENDPOINTS.userFind.path;
/** Read by GET, saved by POST (userEditPost): one path. */
export const USER_EDIT_PATH = USER_ENDPOINTS.userEditGet.path;
export const USER_TYPE_ALL_PATH = USER_TYPE_ENDPOINTS.userTypeAll.path;
