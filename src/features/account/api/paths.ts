/** The customer area's endpoints read or written by more than one module. */
export const USER_FIND_PATH = '/api/user/user_find';
export const USER_EDIT_PATH = '/api/user/user_edit';
export const USER_TYPE_ALL_PATH = '/api/UserType/user_type_all';
