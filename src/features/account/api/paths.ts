/** The customer area's endpoints read or written by more than one module. */
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';

export const USER_FIND_PATH = VENDOR_ENDPOINTS.user.userFind.path;
/** Read by GET, saved by POST (userEditPost): one path. */
export const USER_EDIT_PATH = VENDOR_ENDPOINTS.user.userEditGet.path;
export const USER_TYPE_ALL_PATH = VENDOR_ENDPOINTS.userType.userTypeAll.path;
